import type { FormMessages } from "./en.ts";

// Siz ile, as in words/tr.ts.

export const tr: FormMessages = {
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
  "Keep the city to {count} characters or fewer.": "Şehir adı en fazla {count} karakter olmalıdır.",
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
};
