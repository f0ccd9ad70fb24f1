import { SITE_NAME } from "../site.ts";
import type { BuiltInTranslation } from "./types.ts";

// The built-in content in Turkish, for partners in Turkey and Turkish-speaking readers: "siz",
// the suffix after a proper name set off with ’ as in app/i18n/words/tr.ts (İstanbul’da).

export const builtInTr: BuiltInTranslation = {
  hero: {
    title: "Liberya ile Türkiye’yi buluşturuyoruz",
    content: {
      subtitle: "Sağlık turizmi, yapı malzemeleri ve lojistik tek çatı altında",
      description:
        "Akredite Türk hastanelerinde tedavinizi organize ediyor, kaliteli yapı malzemeleri tedarik ediyor, yüklerinizi Monrovia ile Türkiye limanları arasında taşıyoruz. Hepsini, her birini adıyla tanıyıp arayabileceğiniz tek bir ekiple yapıyoruz.",
      buttonText: "Teklif isteyin",
      secondButtonText: "WhatsApp’tan yazın",
    },
  },
  siteTexts: {
    footerBlurb:
      "Paynesville merkezli, Liberya sermayeli bir grup. Türkiye’nin dört bir yanında hastaneler, üreticiler ve denizcilik şirketleriyle çalışıyoruz.",
  },
  about: {
    title: "Hakkımızda",
    content: {
      intro:
        "Kim olduğumuz, nelere önem verdiğimiz ve akrabalarımıza yardımla başlayan bir işin nasıl üç şirkete dönüştüğü.",
      homeSummary:
        "Çalışanlarımız Türkiye’de yaşadı, okudu ve çalıştı. Dili konuşuyor, sistemi tanıyoruz; önerdiğimiz hastaneleri, fabrikaları ve limanları bizzat ziyaret ediyoruz. Yani karşınızda, bu yerleri kendi gözüyle görmüş insanlar var.",
      vision:
        "İnsanların ihtiyaç duyduğu sağlık hizmetinde ve bölgeyi inşa eden ürünlerde, Batı Afrika ile Türkiye arasındaki en güvenilir köprü olmak.",
      mission:
        "Liberya’daki her aileye, her inşaatçıya ve her tüccara, eskiden yalnızca büyük şirketlerin ulaşabildiği Türk hastanelerine, üreticilerine ve denizcilik şirketlerine erişim sağlamak.",
      goals: [
        "Türkiye’de tedavi ayarlamayı, Monrovia’da bir kliniğe gitmek kadar kolaylaştırmak.",
        "Liberya’daki inşaat projelerine, temelden ince işlere kadar malzemeyi zamanında ulaştırmak.",
        "Liberya ile Türkiye arasında, iki yönde de, yılın her haftası yük taşımak.",
      ],
      whyChooseUs: [
        "Paynesville’de Türkçe konuşan çalışanlar, İstanbul’da bir koordinatör",
        "Dosyanız, siparişiniz ya da gönderiniz için adıyla tanıdığınız tek bir sorumlu",
        "Hiçbir ödeme yapmadan önce tüm masrafları gösteren yazılı teklifler",
      ],
      companyHistory:
        "Grup, Türkiye’de okumuş ve çalışmış Liberyalılar tarafından Paynesville’de kuruldu. İlk işimiz, akrabalarımızın Türk hastanelerinde tedavi görmesine yardım etmekti. Çok geçmeden müteahhitler, Türk şantiyelerinde gördüğümüz malzemeleri istemeye başladı; bu malzemeleri memlekete taşımak için de lojistik birimimiz doğdu.\n\nMüşterilerimizin çoğu bugün hâlâ, bir zamanlar yardım ettiğimiz bir akraba ya da komşu aracılığıyla bize geliyor.",
      coreValues: ["Dürüstlük", "Özen", "Güvenilirlik", "Saygı"],
      cards: [
        {
          title: "Kalitede Mükemmellik",
          text: "Her hastanenin akreditasyonunu ve her ürünün sertifikasını, müşterimize sunmadan önce kendimiz kontrol ediyoruz.",
        },
        {
          title: "Güvenilir İş Ortaklıkları",
          text: "Aynı doktorlar, tedarikçiler ve gümrük müşavirleriyle yıllardır çalışmak; hızlı yanıt, adil koşullar ve planlar değiştiğinde arayabileceğiniz biri demek.",
        },
        {
          title: "Yenilikçi Yaklaşım",
          text: "Çevrimiçi teklif talebi, WhatsApp’tan bilgilendirme ve taranmış belgeler: sizi ofise gidip gelmekten kurtaran basit araçlar.",
        },
      ],
      imageAlt: "Paynesville’deki ofis binamız",
    },
  },
  contactInfo: {
    country: "Liberya",
    workingHours: "Pazartesi–Cuma 08.00–17.00\nCumartesi 09.00–13.00",
    description:
      "ELWA Junction’daki ofisimize randevusuz gelebilirsiniz; önceden ararsanız dosyanızı hazır ederiz.",
  },
  services: {
    "health-tourism": {
      slug: "saglik-turizmi",
      title: "Sağlık Turizmi",
      shortDescription:
        "Akredite Türk hastanelerinde tedavi, Liberya’dan organize edilir: doktor görüşmeleri, vize, yolculuk, tercüman ve tedavi sonrası takip.",
      fullDescription:
        "Liberya’daki hastaları Türkiye’deki akredite hastaneler ve uzman hekimlerle buluşturuyoruz. Yola çıkmadan önce tıbbi raporlarınızı topluyor, ikinci bir görüş ve yazılı bir maliyet tahmini alıyor, vize ve uçak biletleri konusunda size yardımcı oluyoruz. Türkiye’de bir koordinatör sizi havalimanında karşılıyor, randevularınızda tercüman olarak yanınızda bulunuyor ve konaklamanızı ayarlıyor. Evinize döndüğünüzde, tedavi sonrası takip için doktorlarınızla iletişimi sürdürüyoruz.",
      features: [
        "Tıbbi raporlarınızın ücretsiz değerlendirilmesi",
        "Akredite hastaneler ve uzman hekimler",
        "Vize, uçak bileti ve konaklama organizasyonu",
        "Türkiye’de tercüman ve koordinatör",
        "Dönüşünüzden sonra tedavi takibi",
      ],
      images: [{ alt: "Türkiye’de bir hastane" }],
    },
    "building-and-construction-materials": {
      slug: "yapi-malzemeleri",
      title: "Yapı ve İnşaat Malzemeleri",
      shortDescription:
        "Türk üreticilerden çimento, demir, fayans, vitrifiye ve ince iş malzemeleri; Liberya’daki şantiyenize teslim.",
      fullDescription:
        "Yapı ve inşaat malzemelerini doğrudan Türkiye’deki üreticilerden temin ediyor, Liberya’nın dört bir yanındaki projelere teslim ediyoruz. Müteahhitler, proje geliştiriciler ve ev sahipleri; inşaat demiri ve çimentodan fayansa, kapıya, vitrifiyeye ve boyaya kadar sertifikalı ürünleri, yazılı tekliflerle ve işlerini planlayabilecekleri net teslim tarihleriyle alır.",
      features: [
        "Türk üreticilerden sertifikalı malzemeler",
        "Demir, çimento, fayans, vitrifiye ve ince iş malzemeleri",
        "Toptan ve proje siparişleri için yazılı teklif",
        "Liberya genelinde şantiyelere teslimat",
        "Teknik özellikler ve miktarlar konusunda danışmanlık",
      ],
      images: [{ alt: "Bir şantiyede yapı malzemeleri" }],
    },
    "logistics-services": {
      slug: "lojistik-hizmetleri",
      title: "Lojistik Hizmetleri",
      shortDescription:
        "Liberya ile Türkiye arasında ithalat ve ihracat: deniz ve hava taşımacılığı, gümrükleme ve kapıdan kapıya teslimat.",
      fullDescription:
        "Lojistik ekibimiz, Liberya ile Türkiye arasında iki yönde de yük taşıyor. Deniz yolunda komple ya da parsiyel konteyner, acil gönderiler için hava kargo rezervasyonu yapıyor, evrakları hazırlıyor, Monrovia Serbest Limanı’nda gümrükleme işlemlerini tamamlıyor ve yükünüzü kapınıza kadar teslim ediyoruz. Tek bir muhatabınız olur; yükünüz varana kadar düzenli olarak bilgilendirilirsiniz.",
      features: [
        "Deniz yolu taşımacılığı: komple ve parsiyel konteyner",
        "Acil gönderiler için hava kargo",
        "Gümrükleme ve evrak işlemleri",
        "Kapıdan kapıya teslimat",
        "Varışa kadar gönderi bilgilendirmesi",
      ],
      images: [{ alt: "Konteyner taşıyan bir yük gemisi" }],
    },
  },
  teamMembers: {
    "default-member-1": {
      position: "Genel Müdür",
      bio: "Joseph mühendislik eğitimini Ankara’da aldı. Grubu, Türk kalitesini Liberyalı ailelerin ve işletmelerin ulaşabileceği hâle getirmek için kurdu.",
    },
    "default-member-2": {
      position: "Sağlık Turizmi Koordinatörü",
      bio: "Aylin, İstanbul’daki anlaşmalı hastanelerimizle çalışır ve her hastanın, gelişinden taburcu oluncaya kadar yanında olur.",
    },
    "default-member-3": {
      position: "Lojistik Müdürü",
      bio: "Musa, on yılı aşkın süredir Monrovia Serbest Limanı’nda gümrükleme yapıyor ve her gönderinin takvime uygun ilerlemesini sağlıyor.",
    },
  },
  trust: {
    figures: [
      { label: "Yıllık deneyim" },
      { label: "Türkiye’de tedavisine destek olduğumuz hasta" },
      { label: "Gönderilen konteyner" },
      { label: "Malzeme sağladığımız inşaat projesi" },
    ],
    steps: {
      "health-tourism": [
        {
          title: "Tıbbi raporlarınızı gönderin",
          text: "Raporlarınızı ve görüntüleme sonuçlarınızı Paynesville ofisimize getirin ya da WhatsApp’tan gönderin. Değerlendirme ücretsizdir.",
        },
        {
          title: "Tedavi planınızı ve yazılı maliyet tahmininizi alın",
          text: "Anlaşmalı hastanelerimizden bir uzman hekim durumunuzu inceler; size tedavi planını, tarihleri ve toplam maliyeti göndeririz.",
        },
        {
          title: "Her şey hazır, gönül rahatlığıyla yola çıkın",
          text: "Vize, uçuş ve konaklama konusunda size yardımcı oluruz. İstanbul’a vardığınızda havalimanında sizi bir koordinatör karşılar.",
        },
        {
          title: "Tedavi boyunca yanınızda bir tercüman",
          text: "Koordinatörünüz hastanede yanınızda kalır ve her doktor görüşmesini tercüme eder.",
        },
        {
          title: "Evinizde tedavi sonrası takip",
          text: "Liberya’ya döndüğünüzde, kontroller ve takip soruları için Türkiye’deki doktorlarınızla iletişimi sürdürürüz.",
        },
      ],
      "building-materials": [
        {
          title: "Listenizi ya da çizimlerinizi gönderin",
          text: "Malzemeleri, miktarları ve şantiyenin yerini bize bildirin ya da projenizin metraj listesini gönderin.",
        },
        {
          title: "Yazılı teklifinizi alın",
          text: "Türk üreticileri karşılaştırır; ürünü, navlunu ve teslimatı, her kalemin sertifikasıyla birlikte fiyatlandırırız.",
        },
        {
          title: "Sipariş verin, takip edin",
          text: "Ön ödemenizin ardından siparişi veriyor, malları yüklemeden önce kontrol ediyor ve geminin tarihlerini size bildiriyoruz.",
        },
        {
          title: "Şantiyenize teslimat",
          text: "Malları Monrovia Serbest Limanı’nda gümrükten çeker, Liberya’nın neresinde olursa olsun şantiyenize teslim ederiz.",
        },
      ],
      logistics: [
        {
          title: "Ne göndereceğinizi anlatın",
          text: "Yükünüz, ağırlığı ya da hacmi ve Liberya’da ya da Türkiye’de nereye gideceği.",
        },
        {
          title: "Tüm masrafları içeren teklifinizi alın",
          text: "Navlun, evrak, gümrük ve teslimat, deniz ya da hava yoluyla, tek bir yazılı teklifte.",
        },
        {
          title: "Rezervasyon, yükleme ve gümrükleme bizden",
          text: "Konteyner ya da hava kargo rezervasyonunu yapar, evrakları hazırlar ve varışta gümrükleme işlemlerini tamamlarız.",
        },
        {
          title: "Kapıdan kapıya teslimat",
          text: "Yükünüz kapınıza kadar teslim edilir; yüklemeden varışa kadar düzenli bilgi alırsınız.",
        },
      ],
    },
    partners: [
      {
        name: "Anlaşmalı hastane grubu, İstanbul",
        note: "JCI akreditasyonlu hastaneler: kardiyoloji, ortopedi, onkoloji",
      },
      {
        name: "Anlaşmalı üniversite hastanesi, Ankara",
        note: "T.C. Sağlık Bakanlığı tarafından akredite",
      },
      {
        name: "Konteyner hattı, Mersin–Monrovia",
        note: "Haftalık seferler, komple ve parsiyel konteyner",
      },
      {
        name: "Lisanslı gümrük müşaviri, Monrovia Serbest Limanı",
        note: "Varışta gümrükleme",
      },
      {
        name: "Türk çimento ve çelik üreticileri",
        note: "TSE ve CE belgeli ürünler",
      },
    ],
    testimonials: [
      {
        quote:
          "Annemin raporlarını iki günde incelediler ve İstanbul’da bir kardiyolog buldular. Aylin her randevuda annemin yanındaydı ve her şeyi tercüme etti.",
        place: "Paynesville",
      },
      {
        quote:
          "On iki dairemizin fayans ve vitrifiyeleri teklifte yazdığı gibi, sertifikalarıyla birlikte geldi; Brewerville’e teslimat da söz verdikleri gün yapıldı.",
        place: "Müteahhit, Monrovia",
      },
      {
        quote:
          "Mersin’den parsiyel olarak gelen yükümüz Serbest Liman’da bir haftada gümrükten çekildi. Bütün sorularımı her seferinde aynı kişi, WhatsApp’tan yanıtladı.",
        place: "Dükkân sahibi, Gbarnga",
      },
    ],
    questions: {
      "default-service-health-tourism": [
        {
          question: "Türkiye’de tedavi ne kadar tutar?",
          answer:
            "Tedaviye ve hastaneye göre değişir. Raporlarınızı ücretsiz inceledikten sonra, siz henüz hiçbir karar vermeden, hastaneyi, konaklamayı ve koordinasyon hizmetimizi kapsayan yazılı bir maliyet tahmini göndeririz.",
        },
        {
          question: "Hastaneler akredite mi?",
          answer:
            "JCI (Joint Commission International) ya da T.C. Sağlık Bakanlığı tarafından akredite edilmiş hastanelerle çalışıyoruz. Size önerilen hastanenin akreditasyonunu bize sorabilirsiniz.",
        },
        {
          question: "Bir aile üyem benimle gelebilir mi?",
          answer:
            "Evet. Refakatçinizin vizesi, uçuşu ve konaklaması konusunda da yardımcı oluyoruz; hastanelerin çoğu refakatçinin hasta odasında kalmasına izin veriyor.",
        },
        {
          question: "Tıbbi raporlarımı kim saklıyor?",
          answer:
            "Raporlarınızı yalnızca sağlık koordinatörümüz ve durumunuzu inceleyen doktorlar görür. Onları gizlilik bildirimimizde belirtildiği şekilde saklar, talep etmeniz hâlinde sileriz.",
        },
      ],
      "default-service-building-materials": [
        {
          question: "Asgari sipariş miktarı var mı?",
          answer:
            "Sabit bir alt sınır yok, ancak navlun en ucuz komple konteynerle olur. Daha küçük siparişlerde mallarınızı başka yüklerle birlikte parsiyel bir konteynerde gönderiyoruz.",
        },
        {
          question: "Teslimat ne kadar sürer?",
          answer:
            "Siparişten şantiyenize genellikle altı ila sekiz hafta: malların hazırlanması yaklaşık iki hafta, deniz yolculuğu dört ila beş hafta, ardından gümrükleme ve teslimat.",
        },
        {
          question: "Malzemeler sertifikalı mı geliyor?",
          answer:
            "Evet. Her ürün, üreticisinin sertifikasıyla (TSE ya da CE) gelir; bu sertifikayı teklifle birlikte size göndeririz.",
        },
      ],
      "default-service-logistics": [
        {
          question: "Liberya’dan Türkiye’ye de gönderi yapıyor musunuz?",
          answer: "Evet, iki yönde de, deniz ve hava yoluyla.",
        },
        {
          question: "Gümrükleme işlemlerini de siz mi yapıyorsunuz?",
          answer:
            "Evet. Evrakları hazırlıyor, mallarınızı Monrovia Serbest Limanı’nda ya da Roberts Uluslararası Havalimanı’nda, Türkiye’de ise anlaşmalı gümrük müşavirlerimiz aracılığıyla gümrükten çekiyoruz.",
        },
        {
          question: "Gönderimi takip edebilir miyim?",
          answer:
            "Koordinatörünüz yükleme, kalkış, varış ve gümrükleme aşamalarında sizi bilgilendirir; arada da sorularınızı telefonla ya da WhatsApp’tan yanıtlar.",
        },
      ],
    },
  },
  privacyNotice: {
    title: "Gizlilik Bildirimi",
    body: `${SITE_NAME} (“biz”), bu web sitesi aracılığıyla bize gönderdiğiniz kişisel verileri özenle korur. 6698 sayılı Kişisel Verilerin Korunması Kanunu’na (KVKK) uyar ve verilerinizi Avrupa Birliği Genel Veri Koruma Tüzüğü’nün (GDPR) gerektirdiği şekilde işleriz.

## Hangi verileri topluyoruz
Bize yazdığınızda ya da teklif istediğinizde forma girdiğiniz bilgileri saklarız: adınız, e-posta adresiniz, telefon numaranız, bulunduğunuz yer ve talebinizin ayrıntıları. Sağlık turizmi taleplerinde bunlara sağlık verileri de dâhildir: rahatsızlığın açıklaması ve eklediğiniz tıbbi raporlar.

## Verilerinizi neden kullanıyoruz
Verilerinizi yalnızca talebinizi yanıtlamak, teklif hazırlamak ve istediğiniz tedaviyi, gönderiyi ya da teslimatı organize etmek için kullanırız. Sağlık verilerini yalnızca durumunuzu değerlendiren çalışanlarımız okur; bu veriler, onayınızla, görüşüne başvurulan Türkiye’deki hastane ya da doktorla paylaşılır. Sağlık verilerini yalnızca, formdaki kutuyu işaretleyerek verdiğiniz açık rızayla işleriz.

## Mesajla haberler
Haberler için ayrı kutuyu işaretlerseniz size zaman zaman e-posta ya da WhatsApp yoluyla haber gönderebiliriz. Bunu dilediğiniz zaman durdurabilirsiniz; talebiniz bundan etkilenmez.

## Verileri ne kadar süre saklıyoruz
Bir talebe eklenen tıbbi raporlar, talep kapatıldıktan ve saklama süresi dolduktan sonra (aksini belirtmedikçe 12 ay) otomatik olarak silinir. Diğer kayıtlar, ticari kayıtlarımız için yasanın öngördüğü süre boyunca saklanır.

## Haklarınız
Hakkınızda hangi verileri tuttuğumuzu sorabilir, bunların bir kopyasını alabilir, düzeltilmesini ya da silinmesini isteyebilirsiniz. İletişim sayfasındaki bilgileri kullanarak, bize yazarken kullandığınız e-posta adresinden bize yazın; 30 gün içinde yanıt veririz.`,
  },
  treatments: {
    "Cardiology (heart)": "Kardiyoloji (kalp)",
    "Orthopaedics (bones and joints)": "Ortopedi (kemik ve eklem)",
    "Oncology (cancer)": "Onkoloji (kanser)",
    "IVF and fertility": "Tüp bebek ve kısırlık tedavisi",
    "Eye surgery": "Göz cerrahisi",
    "Dental treatment": "Diş tedavisi",
    "Kidney and urology": "Böbrek ve üroloji",
    "General check-up": "Genel check-up",
  },
};
