import type { Words } from "../words.ts";

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
  },
  menu: {
    home: "Ana Sayfa",
    about: "Hakkımızda",
    services: "Hizmetler",
    team: "Ekibimiz",
    contact: "İletişim",
  },
  footer: {
    home: "Ana Sayfa",
    quickLinks: "Hızlı Bağlantılar",
    quickLinksLabel: "Hızlı bağlantılar",
    aboutUs: "Hakkımızda",
    ourServices: "Hizmetlerimiz",
    ourServicesLabel: "Hizmetlerimiz",
    ourTeam: "Ekibimiz",
    contactUs: "Bize Ulaşın",
    contact: "İletişim",
    businessHours: "Çalışma saatleri:",
    allRightsReserved: "Tüm hakları saklıdır.",
    privacyNotice: "Gizlilik Bildirimi",
  },
  errors: {
    notFound: "Sayfa Bulunamadı",
    notFoundText:
      "Üzgünüz, bu sayfayı bulamadık. Taşınmış olabilir ya da adres yanlış yazılmış olabilir.",
    unavailable: "Geçici Olarak Hizmet Dışı",
    failed: "Bir Sorun Oluştu",
    failedText: "Bu sayfayı şu anda gösteremiyoruz. Lütfen birazdan tekrar deneyin.",
    toHome: "Ana sayfaya dön",
    pagesThatHelp: "İşinize yarayabilecek sayfalar",
    homeAbout: "Üç şirketimize kısa bir bakış",
    aboutAbout: "Kim olduğumuz ve nasıl çalıştığımız",
    teamAbout: "Talebinizle ilgilenecek kişiler",
    contactAbout: "Ofisimiz, telefonlarımız ve mesaj formu",
  },
  offline: {
    heading: "Çevrimdışısınız",
    text: "Bu sayfa henüz telefonunuza kaydedilmedi, bu yüzden bağlantı olmadan açılamıyor. Daha önce açtığınız sayfalar çalışmaya devam eder. İnternete yeniden bağlandığınızda tekrar deneyin.",
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
};
