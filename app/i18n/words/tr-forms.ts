import type { FormWords } from "./en-forms.ts";

// The Turkish words of the public forms and of what answers them; see en-forms.ts.

export const trForms: FormWords = {
  quoteCards: {
    title: "{line} teklifi",
    "health-tourism": "Türkiye’de tedavi: hastayı anlatın, tıbbi raporlarını gönderin.",
    logistics: "Türkiye, Liberya ve ötesi arasında deniz ve hava taşımacılığı.",
    "building-materials": "Çimento, fayans, demir ve daha fazlası, şehrinize teslim.",
  },
  fields: {
    optional: " (isteğe bağlı)",
  },
  contactForm: {
    heading: "Bize Mesaj Gönderin",
    name: "Ad Soyad",
    email: "E-posta adresi",
    phone: "Telefon numarası",
    subject: "Konu",
    chooseSubject: "Bir konu seçin",
    subjects: {
      "Health Tourism Inquiry": "Sağlık turizmi talebi",
      "Building Materials Quote": "Yapı malzemesi teklifi",
      "Logistics Services": "Lojistik hizmetleri",
      "General Inquiry": "Genel bilgi talebi",
      "Partnership Opportunity": "İş birliği teklifi",
    },
    line: "Hangi iş alanımızla ilgili?",
    noLine: "Belirli bir alan değil",
    message: "Mesaj",
    send: "Mesajı gönder",
  },
  quoteForm: {
    label: "{line} teklif talebi",
    intro:
      "(isteğe bağlı) yazmayan tüm alanlar zorunludur. Gönderdiğiniz bilgileri nasıl kullandığımızı {privacy} anlatıyor.",
    privacyNotice: "gizlilik bildirimimiz",
    send: "Talebi gönder",
    afterSending: "Referans numaranızı hemen alırsınız; ardından e-postayla bir onay gelir.",
    afterSendingHealth:
      "Referans numaranızı hemen alırsınız; bir e-posta adresi verirseniz onay e-postası da gönderilir.",
    step: "Adım {step}/{count}: {title}",
    back: "Geri",
    next: "İleri",
  },
  quoteFields: {
    patient: "Hasta",
    treatment: "Tedavi",
    reports: "Raporlar",
    consent: "Onay",
    route: "Güzergâh",
    cargo: "Yük",
    products: "Ürünler",
    delivery: "Teslimat",
    contactDetails: "İletişim bilgileriniz",
    yourName: "Adınız",
    company: "Şirket",
    email: "E-posta adresi",
    phone: "Telefon numarası",
    phoneHint: "Ülke koduyla birlikte, örneğin +231 77 000 0000.",
    patientName: "Hastanın adı soyadı",
    age: "Yaş",
    country: "Ülke",
    otherCountry: "Diğer",
    otherTreatment: "Diğer",
    city: "Şehir",
    patientPhoneHint:
      "Ülke koduyla birlikte, örneğin +231 77 000 0000. Telefon numarası ya da e-posta adresi yeterlidir.",
    onWhatsapp: "Bu numara WhatsApp kullanıyor",
    patientEmailHint: "Varsa yazın: size onay e-postası gönderelim.",
    contactChannel: "Size nasıl ulaşalım?",
    anyWay: "Fark etmez",
    channels: { whatsapp: "WhatsApp", phone: "Telefon araması", email: "E-posta" },
    treatmentChoice: "Tedavi ya da branş",
    chooseTreatment: "Bir tedavi seçin",
    treatmentOther: "Diğer ise hangi tedavi",
    treatmentOtherHint: "Yalnızca “{other}” seçtiyseniz.",
    condition: "Rahatsızlığın kısa açıklaması",
    conditionHint: "Doktorların şimdiye kadar tespit ettikleri ve tedaviden beklentiniz.",
    travelMonth: "Tercih edilen seyahat ayı",
    travelMonthHint: "Örneğin 2027-03.",
    language: "Tercih edilen dil",
    chooseLanguage: "Bir dil seçin",
    languages: { English: "İngilizce", French: "Fransızca", Turkish: "Türkçe", Arabic: "Arapça" },
    companion: "Hastaya bir refakatçi eşlik edecek",
    medicalReports: "Tıbbi raporlar",
    reportsHint:
      "PDF, JPEG ya da PNG; her biri en fazla {megabytes} MB olmak üzere en çok {files} dosya. Şu an elinizde yoksa daha sonra da gönderebilirsiniz.",
    tooManyFiles: "En fazla {files} dosya ekleyebilirsiniz.",
    fileTooBig: "Her dosya en fazla {megabytes} MB olabilir.",
    consentHealth:
      "Bu formdaki sağlık bilgilerimin, {privacy} belirtildiği şekilde, durumumun değerlendirilmesi için işlenmesine onay veriyorum.",
    consentPrivacy: "gizlilik bildirimimizde",
    consentNews:
      "Bana mesajla haber ve kampanyalar gönderin (isteğe bağlı; dilediğiniz zaman durdurabilirsiniz).",
    fromPlace: "Çıkış: şehir ya da liman",
    fromCountry: "Çıkış: ülke",
    toPlace: "Varış: şehir ya da liman",
    toCountry: "Varış: ülke",
    chooseCountry: "Bir ülke seçin",
    countrySides: { Liberia: "Liberya", Turkey: "Türkiye", Other: "Diğer" },
    mode: "Nasıl taşınsın?",
    chooseMode: "Bir taşıma şekli seçin",
    modes: {
      "fcl-20": "Deniz yolu, komple konteyner 20 ft",
      "fcl-40": "Deniz yolu, komple konteyner 40 ft",
      "fcl-40hc": "Deniz yolu, komple konteyner 40 ft high cube",
      lcl: "Deniz yolu, parsiyel",
      air: "Hava yolu",
    },
    cargoDescription: "Yükün tanımı",
    cargoHint:
      "Ne olduğu, nasıl paketlendiği ve özel durumları (kırılabilir, tehlikeli, soğutmalı).",
    weight: "Ağırlık (kg)",
    volume: "Hacim (m³)",
    readyDate: "Yüklemeye hazır olacağı tarih",
    incoterm: "Teslim şekli (Incoterm)",
    notSure: "Emin değilim",
    ctnHelp:
      "Liberya’nın Kargo Takip Belgesi (CTN) ve yükleme öncesi gözetim işlemleri için destek istiyorum",
    productsHint:
      "Her satıra bir ürün, miktarı ve birimiyle. Kullanmadığınız satırları boş bırakın.",
    productRow: "Ürün {number}",
    product: "Ürün",
    quantity: "Miktar",
    unit: "Birim",
    units: {
      pieces: "adet",
      bags: "torba",
      tonnes: "ton",
      "m²": "m²",
      "m³": "m³",
      metres: "metre",
      sheets: "levha",
      boxes: "koli",
    },
    remove: "Kaldır",
    removeWhich: ": ürün {number}",
    addProduct: "Başka bir ürün ekle",
    deliveryTown: "Teslimat şehri",
    neededBy: "En geç teslim tarihi",
    notes: "Notlar",
    notesHint: "Marka, ölçü, renk ya da bilmemiz gereken başka bir ayrıntı.",
  },
  whatsapp: {
    fromPage: "Merhaba, web sitenizden yazıyorum ({page}).",
    fromSite: "Merhaba, web sitenizden yazıyorum.",
  },
  quoteSent: {
    title: "Talebiniz alındı",
    banner: "{line} teklif talebiniz",
    received: "Talebiniz alındı",
    thanks: "Teşekkür ederiz, talebiniz bize ulaştı. Referans numaranız: {reference}.",
    mailed: "E-posta adresinize bir onay e-postası gönderiliyor.",
    notMailed:
      "E-posta adresi vermediğiniz için onay e-postası gönderilmeyecek: lütfen bu numarayı saklayın.",
    answer: "{line} ekibimiz {answerTime} içinde yanıt verir.",
    quoteIt:
      "Bu talep hakkında bize yazarken ya da bizi ararken lütfen {reference} numarasını belirtin.",
    sendReferenceHeading: "Referans numaranızı bize WhatsApp’tan gönderin",
    sendReferenceText:
      "Mesaj, referans numaranızla birlikte sizin için hazırlandı: WhatsApp’ı açıp gönder’e basmanız yeterli. Size aynı sohbetten yanıt veririz.",
    sendReference: "{reference} numarasını WhatsApp’tan gönderin",
    sendReferenceChat:
      "Merhaba, web sitenizden {line} teklif talebi gönderdim. Referans numaram {reference}.",
    aboutIt: "Bu talep için WhatsApp’tan yazın",
    aboutItChat: "Merhaba, {reference} numaralı talebim hakkında yazıyorum.",
    sendAnother: "Yeni bir talep gönderin",
    backToServices: "Hizmetlerimize dönün",
  },
  mail: {
    subject: "{reference} numaralı talebinizi aldık",
    hello: "Merhaba,",
    thanks: "{line} teklif talebiniz için teşekkür ederiz. Talebiniz {date} tarihinde bize ulaştı.",
    reference:
      "Referans numaranız {reference}. Bu talep hakkında bizimle her iletişime geçtiğinizde lütfen bu numarayı belirtin.",
    youChose: "Seçimleriniz:",
    notRepeated:
      "Kendi sözlerinizle yazdıklarınız (adlar, yerler, açıklamalar ve notlar) talebinizle birlikte güvenle saklanır; bunları e-postada tekrarlamıyoruz.",
    next: "Bundan sonrası:",
    nextText:
      "{line} ekibimiz talebinizi inceler ve {answerTime} içinde size bir teklifle ya da daha fazla bilgiye ihtiyacımız varsa sorularla yanıt verir. Talebinizi yeniden göndermenize gerek yok.",
    reachUs: "Bize şuradan ulaşabilirsiniz:",
    phone: "Telefon: {phones}",
    email: "E-posta: {email}",
    notYou:
      "Bizden teklif istemediyseniz, biri adresinizi formumuza yazmış demektir: bu e-postayı dikkate almayabilirsiniz.",
    summary: {
      line: "{label}: {value}",
      treatment: "Tedavi",
      treatmentOther: "Diğer (sizin anlattığınız gibi)",
      age: "Yaş",
      travelMonth: "Tercih edilen seyahat ayı",
      companion: "Refakatçiyle seyahat",
      language: "Tercih edilen dil",
      contactBy: "İletişim yolu",
      news: "Mesajla haber ve teklifler",
      reports: "Tıbbi raporlar",
      noFiles: "eklenmedi",
      oneFile: "1 dosya alındı",
      files: "{count} dosya alındı",
      from: "Çıkış",
      to: "Varış",
      mode: "Taşıma şekli",
      weight: "Ağırlık",
      volume: "Hacim",
      readyOn: "Yüklemeye hazır olacağı tarih",
      incoterm: "Teslim şekli (Incoterm)",
      ctnHelp: "Kargo Takip Belgesi (CTN) ve yükleme öncesi gözetim için destek",
      product: "Ürün {number}",
      neededBy: "İstenen teslim tarihi",
      notGiven: "Belirtilmedi",
      yes: "Evet",
      no: "Hayır",
    },
  },
  /** The public forms' messages, by the English the domain writes (app/i18n/form-messages.ts). */
  formMessages: {
    "Enter your name.": "Adınızı girin.",
    "Keep your name to {count} characters or fewer.": "Adınız en fazla {count} karakter olmalıdır.",
    "Enter an e-mail address.": "Bir e-posta adresi girin.",
    "This e-mail address is too long.": "Bu e-posta adresi çok uzun.",
    "Enter a valid e-mail address, like name@example.com.":
      "Geçerli bir e-posta adresi girin, örneğin ad@ornek.com.",
    "Keep the phone number to {count} characters or fewer.":
      "Telefon numarası en fazla {count} karakter olmalıdır.",
    "Choose a subject.": "Bir konu seçin.",
    "Keep the subject to {count} characters or fewer.": "Konu en fazla {count} karakter olmalıdır.",
    "Enter your message.": "Mesajınızı yazın.",
    "Keep your message to {count} characters or fewer.":
      "Mesajınız en fazla {count} karakter olmalıdır.",
    "Choose one of the business lines, or none in particular.":
      "İş alanlarımızdan birini seçin ya da belirli bir alan seçmeyin.",
    "Enter a phone number.": "Bir telefon numarası girin.",
    "Keep a phone number to {count} characters or fewer.":
      "Telefon numarası en fazla {count} karakter olmalıdır.",
    "Enter a phone number with its country code, like +231 77 000 0000.":
      "Telefon numarasını ülke koduyla birlikte girin, örneğin +231 77 000 0000.",
    "Keep the company name to {count} characters or fewer.":
      "Şirket adı en fazla {count} karakter olmalıdır.",
    "Enter the patient's full name.": "Hastanın adını ve soyadını girin.",
    "Keep the patient's full name to {count} characters or fewer.":
      "Hastanın adı ve soyadı en fazla {count} karakter olmalıdır.",
    "Enter the patient's age.": "Hastanın yaşını girin.",
    "Enter the patient's age as a number.": "Hastanın yaşını rakamla girin.",
    "Enter the patient's age of at least {count}.": "Hastanın yaşı en az {count} olmalıdır.",
    "Enter the patient's age of at most {count}.": "Hastanın yaşı en fazla {count} olabilir.",
    "Enter the patient's age as a whole number.": "Hastanın yaşını tam sayı olarak girin.",
    "Keep the city to {count} characters or fewer.":
      "Şehir adı en fazla {count} karakter olmalıdır.",
    "Choose the country.": "Ülkeyi seçin.",
    "Keep the country to {count} characters or fewer.":
      "Ülke adı en fazla {count} karakter olmalıdır.",
    "Enter a phone number or an e-mail address, so that we can answer you.":
      "Size yanıt verebilmemiz için bir telefon numarası ya da e-posta adresi girin.",
    "Choose the treatment or specialty.": "Tedaviyi ya da uzmanlık alanını seçin.",
    "Keep the treatment to {count} characters or fewer.":
      "Tedavi adı en fazla {count} karakter olmalıdır.",
    "Say which treatment you are looking for.": "Hangi tedaviyi aradığınızı belirtin.",
    "Enter a short description of the condition.": "Hastalığı ya da rahatsızlığı kısaca anlatın.",
    "Keep a short description of the condition to {count} characters or fewer.":
      "Rahatsızlığın açıklaması en fazla {count} karakter olmalıdır.",
    "Enter the month as year and month, like 2027-03.":
      "Ayı yıl ve ay olarak girin, örneğin 2027-03.",
    "Choose a language.": "Bir dil seçin.",
    "Choose how we should contact you.": "Sizinle nasıl iletişim kurmamızı istediğinizi seçin.",
    "Tick this box so that we may read the medical details you send. Without it we cannot assess the case.":
      "Gönderdiğiniz tıbbi bilgileri okuyabilmemiz için bu kutuyu işaretleyin. Bu onay olmadan durumu değerlendiremeyiz.",
    "Attach at most {count} files.": "En fazla {count} dosya ekleyin.",
    '"{name}" is {size}; each file can be at most {limit}.':
      "“{name}” {size} boyutunda; her dosya en fazla {limit} olabilir.",
    '"{name}" is not a PDF, JPEG or PNG file (its content is something else). Send medical reports as PDF, JPEG or PNG.':
      "“{name}” bir PDF, JPEG ya da PNG dosyası değil (içeriği başka türde). Tıbbi raporları PDF, JPEG ya da PNG olarak gönderin.",
    '"{name}" is a {kind} file but its name says otherwise. Rename it to end in .{extension} and attach it again.':
      "“{name}” bir {kind} dosyası, ancak adı başka bir tür gösteriyor. Adını .{extension} ile bitecek şekilde değiştirip dosyayı yeniden ekleyin.",
    "Your files were not kept: attach them again before sending.":
      "Dosyalarınız saklanmadı: göndermeden önce onları yeniden ekleyin.",
    "Enter the origin city or port.": "Çıkış şehrini ya da limanını girin.",
    "Keep the origin city or port to {count} characters or fewer.":
      "Çıkış şehri ya da limanı en fazla {count} karakter olmalıdır.",
    "Choose the origin country.": "Çıkış ülkesini seçin.",
    "Enter the destination city or port.": "Varış şehrini ya da limanını girin.",
    "Keep the destination city or port to {count} characters or fewer.":
      "Varış şehri ya da limanı en fazla {count} karakter olmalıdır.",
    "Choose the destination country.": "Varış ülkesini seçin.",
    "Choose how it should travel.": "Taşıma şeklini seçin.",
    "Enter a description of the cargo.": "Yükü tanımlayın.",
    "Keep a description of the cargo to {count} characters or fewer.":
      "Yükün tanımı en fazla {count} karakter olmalıdır.",
    "Enter the weight in kg.": "Ağırlığı kg cinsinden girin.",
    "Enter the weight in kg as a number.": "Ağırlığı kg cinsinden rakamla girin.",
    "Enter the weight in kg of at least {count}.": "Ağırlık en az {count} kg olmalıdır.",
    "Enter the weight in kg of at most {count}.": "Ağırlık en fazla {count} kg olabilir.",
    "Enter the volume in m³ as a number.": "Hacmi m³ cinsinden rakamla girin.",
    "Enter the volume in m³ of at least {count}.": "Hacim en az {count} m³ olmalıdır.",
    "Enter the volume in m³ of at most {count}.": "Hacim en fazla {count} m³ olabilir.",
    "Enter the date the cargo is ready.": "Yükün hazır olacağı tarihi girin.",
    "Enter the date the cargo is ready as a date, like 2026-12-31.":
      "Yükün hazır olacağı tarihi yıl-ay-gün olarak girin, örneğin 2026-12-31.",
    "Enter the date the cargo is ready as a real date.":
      "Yükün hazır olacağı tarih için gerçek bir tarih girin.",
    "Choose one of the Incoterms listed.": "Listedeki Incoterms kurallarından birini seçin.",
    "Enter the product.": "Ürünü girin.",
    "Keep the product to {count} characters or fewer.":
      "Ürün adı en fazla {count} karakter olmalıdır.",
    "Enter the quantity.": "Miktarı girin.",
    "Enter the quantity as a number.": "Miktarı rakamla girin.",
    "Enter the quantity of at least {count}.": "Miktar en az {count} olmalıdır.",
    "Enter the quantity of at most {count}.": "Miktar en fazla {count} olabilir.",
    "Choose a unit.": "Bir birim seçin.",
    "Enter at most {count} products in one request.": "Bir talepte en fazla {count} ürün girin.",
    "Enter at least one product, its quantity and unit.":
      "En az bir ürünü miktarı ve birimiyle birlikte girin.",
    "Enter the delivery town.": "Teslimat şehrini girin.",
    "Keep the delivery town to {count} characters or fewer.":
      "Teslimat şehri en fazla {count} karakter olmalıdır.",
    "Enter the date you need it by as a date, like 2026-12-31.":
      "Malzemelere ihtiyaç duyduğunuz tarihi yıl-ay-gün olarak girin, örneğin 2026-12-31.",
    "Enter the date you need it by as a real date.":
      "Malzemelere ihtiyaç duyduğunuz tarih için gerçek bir tarih girin.",
    "Keep the notes to {count} characters or fewer.": "Notlar en fazla {count} karakter olmalıdır.",
    "Enter at most {count} items.": "En fazla {count} öğe girin.",
    "Enter at most {count}.": "En fazla {count} tane girin.",
    "Your message was not sent. Please check the fields marked below and try again.":
      "Mesajınız gönderilmedi. Lütfen aşağıda işaretlenen alanları kontrol edip yeniden deneyin.",
    "Your request was not sent. Please check the fields marked below and try again.":
      "Talebiniz gönderilmedi. Lütfen aşağıda işaretlenen alanları kontrol edip yeniden deneyin.",
    "Sorry, there was an error sending your message. Please try again.":
      "Üzgünüz, mesajınız gönderilirken bir hata oluştu. Lütfen yeniden deneyin.",
    "Thank you for your message! We'll get back to you soon.":
      "Mesajınız için teşekkür ederiz! En kısa sürede size dönüş yapacağız.",
    "Something went wrong on our side. Please try again.":
      "Bizden kaynaklanan bir sorun oluştu. Lütfen yeniden deneyin.",
    "The website cannot reach its database at the moment. Nothing was changed; please try again in a minute.":
      "Web sitesi şu anda veritabanına ulaşamıyor. Hiçbir şey değişmedi; lütfen bir dakika sonra yeniden deneyin.",
    "This form could not be read. Please send it again.":
      "Bu form okunamadı. Lütfen yeniden gönderin.",
    "You have sent several messages in a short time.": "Kısa sürede birkaç mesaj gönderdiniz.",
    "Please wait 1 second and try again.": "Lütfen bir saniye bekleyip yeniden deneyin.",
    "Please wait {count} seconds and try again.": "Lütfen {count} saniye bekleyip yeniden deneyin.",
  },
};
