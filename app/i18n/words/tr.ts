import type { Words } from "../words.ts";
import { trForms } from "./tr-forms.ts";

export const tr: Words = {
  frame: {
    skipToContent: "Ana içeriğe geç",
    mainMenu: "Ana menü",
    menu: "Menü",
    showAllServices: "Tüm hizmetleri göster",
    call: "Ara",
    callUs: "Bizi arayın",
    whatsappUs: "WhatsApp’tan yazın",
    adminLogin: "Yönetici girişi",
    language: "Dil",
    languageOffer: "Bu sayfanın Türkçe sürümü de var.",
    readInLanguage: "Türkçe sürüme geçin",
    dismiss: "Kapat",
  },
  menu: {
    home: "Ana Sayfa",
    about: "Hakkımızda",
    services: "Hizmetler",
    team: "Ekibimiz",
    contact: "İletişim",
  },
  footer: {
    links: {
      home: "Ana Sayfa",
      about: "Hakkımızda",
      services: "Hizmetlerimiz",
      team: "Ekibimiz",
      contact: "Bize Ulaşın",
    },
    quickLinks: "Hızlı Bağlantılar",
    quickLinksLabel: "Hızlı bağlantılar",
    ourServices: "Hizmetlerimiz",
    ourServicesLabel: "Hizmetlerimiz",
    contact: "İletişim",
    businessHours: "Çalışma saatleri:",
    allRightsReserved: "Tüm hakları saklıdır.",
    privacyNotice: "Gizlilik Bildirimi",
  },
  errors: {
    inEnglish: "Bu sayfayı İngilizce okuyun",
    notFound: "Sayfa Bulunamadı",
    notFoundText:
      "Üzgünüz, bu sayfayı bulamadık. Taşınmış olabilir ya da adres yanlış yazılmış olabilir.",
    unavailable: "Geçici Olarak Hizmet Dışı",
    failed: "Bir Sorun Oluştu",
    failedText: "Bu sayfayı şu anda gösteremiyoruz. Lütfen birazdan tekrar deneyin.",
    toHome: "Ana sayfaya dön",
    pagesThatHelp: "İşinize yarayabilecek sayfalar",
    pageAbout: {
      home: "Üç şirketimize kısa bir bakış",
      about: "Kim olduğumuz ve nasıl çalıştığımız",
      team: "Talebinizle ilgilenecek kişiler",
      contact: "Ofisimiz, telefonlarımız ve mesaj formu",
    },
  },
  offline: {
    heading: "Çevrimdışısınız",
    text: "Bu sayfa henüz telefonunuza kaydedilmedi, bu yüzden bağlantı olmadan açılamıyor. Daha önce açtığınız sayfalar çalışmaya devam eder. İnternete yeniden bağlandığınızda tekrar deneyin.",
  },
  trust: {
    keyFigures: "Rakamlarla biz",
    howItWorks: "Süreç nasıl işliyor",
    clientsSay: "Müşterilerimiz ne diyor",
    partners: "İş ortakları ve akreditasyonlar",
    questions: "Sıkça sorulan sorular",
  },
  services: {
    heading: "Hizmetler",
    filterLabel: "Hizmetleri alana göre süz",
    all: "Tüm Hizmetler",
    categories: {
      "health-tourism": "Sağlık Turizmi",
      "building-materials": "Yapı Malzemeleri",
      logistics: "Lojistik",
    },
    noneInCategory: "Bu alanda henüz hizmet yok.",
    learnMore: "Ayrıntılar",
    learnMoreAbout: ": {title}",
  },
  service: {
    notFound: "Hizmet Bulunamadı",
    notFoundText: "Aradığınız hizmet mevcut değil ya da yüklenemedi.",
    backToServices: "Hizmetlere dön",
    breadcrumb: "Sayfa yolu",
    requestQuote: "Teklif isteyin",
    features: "Öne çıkan özellikler ve avantajlar",
    interested: "{title} ile mi ilgileniyorsunuz?",
    quoteInvite: "İhtiyacınızı anlatın, size bir teklif hazırlayalım.",
    getQuote: "Teklif alın",
  },
  about: {
    goal: "Şirket Hedefimiz",
    whyChooseUs: "Neden Biz?",
    visionAndMission: "Vizyon ve misyon",
    vision: "Vizyonumuz",
    mission: "Misyonumuz",
    setsApart: "Bizi Farklı Kılan",
    storyAndValues: "Hikâyemiz ve değerlerimiz",
    story: "Hikâyemiz",
    coreValues: "Temel Değerlerimiz",
  },
  team: {
    members: "Ekip üyeleri",
    none: "Henüz ekip üyesi eklenmedi.",
    values: "Değerlerimiz",
    excellence: "Mükemmellik",
    excellenceText:
      "Her tedavi planında, her teslimatta ve her sevkiyatta kendimiz için bekleyeceğimiz özeni gösteririz.",
    integrity: "Dürüstlük",
    integrityText: "Müşterinin duymayı umduğu cevap bu olmasa bile dürüst tavsiye ve açık fiyat.",
    innovation: "Yenilikçilik",
    innovationText:
      "Müşterilerimiz daha az uğraşla daha iyi sonuç alsın diye çalışma biçimimizi sürekli geliştiriyoruz.",
  },
  home: {
    headings: {
      about: "Hakkımızda",
      services: "Hizmetlerimiz",
      team: "Ekibimiz",
      contact: "Bize Ulaşın",
    },
    moreAboutUs: "Bizi daha yakından tanıyın",
    viewAllServices: "Tüm hizmetlerimizi görün",
  },
  pages: {
    services: {
      title: "Hizmetlerimiz",
      subtitle:
        "Şirketlerimizin her biri ne yapar, süreç adım adım nasıl işler ve nasıl teklif istenir.",
      description:
        "Türkiye’de sağlık turizmi, inşaat ve yapı malzemeleri, Liberya ile Türkiye arasında lojistik.",
    },
    team: {
      title: "Ekibimiz",
      subtitle:
        "Paynesville ve İstanbul’da, ilk aramadan son teslimata kadar sizinle ilgilenen ekip.",
      description:
        "Tedavinizi, malzemelerinizi ve yükünüzü organize eden Paynesville ve İstanbul ekibimizle tanışın.",
    },
    quoteIntros: {
      "health-tourism":
        "Hasta ve istenen tedavi hakkında bilgi verin. Tıbbi koordinatörlerimiz her talebi Türkiye’deki anlaşmalı hastanelerle birlikte inceler ve {answerTime} içinde yanıt verir.",
      logistics:
        "Ne gönderdiğinizi, nereden nereye gideceğini yazın. {answerTime} içinde güzergâh için fiyatla dönüyoruz; Liberya’nın Kargo Takip Belgesi (CTN) ve denetim işlemlerini de sizin yerinize halledebiliriz.",
      "building-materials":
        "İhtiyacınız olan ürünleri ve teslimat yerini yazın. {answerTime} içinde fiyatlar ve teslim tarihiyle dönüyoruz.",
    },
    contactAnswer: "Her mesaja {answerTime} içinde yanıt veriyoruz.",
    contact: {
      title: "Bize Ulaşın",
      subtitle:
        "Türkiye’de tedavi, malzeme teklifi ya da bir sevkiyat hakkında sorunuz mu var? Yardımcı olmaya hazırız.",
      description:
        "Bizi arayın, e-posta gönderin, Paynesville’deki (Liberya) ofisimize uğrayın ya da mesaj bırakın. {answerTime} içinde yanıt veririz.",
    },
    quoteLine: "{line} için teklif isteyin",
    quote: {
      title: "Teklif İsteyin",
      subtitle:
        "İhtiyacınız olan hizmeti seçin, birkaç soruyu yanıtlayın ve referans numaranızı hemen alın.",
      lines: "İş alanlarımız",
    },
    privacy: {
      version: "Sürüm {version}",
      updated: "Sürüm {version}, son güncelleme {date}",
    },
  },
  answerTime: {
    one: "bir iş günü",
    many: "{count} iş günü",
    counts: "iki üç dört beş altı yedi sekiz dokuz on",
  },
  contact: {
    quoteHeading: "Teklif İsteyin",
    quoteIntro:
      "İlgilendiğiniz alanı seçin, birkaç soruyu yanıtlayın ve referans numaranızı hemen alın.",
    getInTouch: "Bize Ulaşın",
    findOnMap: "Haritada bizi bulun",
    address: "Adres",
    phone: "Telefon",
    email: "E-posta",
    hours: "Çalışma Saatleri",
  },
  carousel: {
    roleCarousel: "karusel",
    roleSlide: "slayt",
    highlights: "Öne çıkanlar",
    slideOf: "{slide} / {count}",
    showSlide: "{slide}. slaytı göster",
    previous: "Önceki slayt",
    next: "Sonraki slayt",
    pause: "Slayt gösterisini duraklat",
    play: "Slayt gösterisini başlat",
  },
  script: {
    sending: "Gönderiliyor...",
    keptOffline:
      "İnternet bağlantınız yok. Mesajınız bu telefona kaydedildi; bağlantı geri geldiğinde kendiliğinden gönderilecek.",
    notKept:
      "Mesajınız gönderilemedi: web sitesine ulaşılamıyor. Lütfen bağlantınızı kontrol edip tekrar deneyin.",
    sentLater: "Çevrimdışıyken yazdığınız mesaj gönderildi. Teşekkür ederiz!",
    refusedLater:
      "Çevrimdışıyken yazdığınız mesaj gönderilemedi: web sitesi mesajı kabul etmedi. Metni aşağıda; kopyalayıp yeniden gönderebilir ya da telefonda bize okuyabilirsiniz:",
    yourMessage: "Mesajınız",
  },
  ...trForms,
};
