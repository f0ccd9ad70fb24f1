import { SITE_NAME } from "../site.ts";
import type { BuiltInTranslation } from "./types.ts";

// The built-in content in French, for readers in Guinea, Côte d'Ivoire and the rest of French-
// speaking West Africa: standard French, "vous", a no-break space (U+00A0, as the site's own
// words in app/i18n/words/fr.ts) before : ; ! ? and inside « ».

export const builtInFr: BuiltInTranslation = {
  hero: {
    title: "Un pont entre le Liberia et la Turquie",
    content: {
      subtitle: "Tourisme médical, matériaux de construction et logistique sous un même toit",
      description:
        "Nous organisons vos soins dans des hôpitaux turcs accrédités, fournissons des matériaux de construction de qualité et acheminons vos marchandises entre Monrovia et les ports turcs, le tout avec une seule équipe et des interlocuteurs que vous connaissez par leur nom.",
      buttonText: "Demander un devis",
      secondButtonText: "Écrire sur WhatsApp",
    },
  },
  siteTexts: {
    footerBlurb:
      "Un groupe à capitaux libériens, basé à Paynesville, qui travaille avec des hôpitaux, des fabricants et des compagnies maritimes dans toute la Turquie.",
  },
  about: {
    title: "À propos de nous",
    content: {
      intro:
        "Qui nous sommes, ce qui nous guide, et comment un coup de main rendu à nos proches a donné naissance à trois sociétés.",
      homeSummary:
        "Notre équipe a vécu, étudié et travaillé en Turquie. Nous parlons la langue, nous connaissons le fonctionnement du pays, et nous visitons les hôpitaux, les usines et les ports que nous recommandons\u00a0: vous avez affaire à des gens qui les ont vus de leurs propres yeux.",
      vision:
        "Être le pont le plus fiable entre l’Afrique de l’Ouest et la Turquie, pour les soins dont chacun a besoin et pour les biens qui bâtissent la région.",
      mission:
        "Offrir à chaque famille, à chaque bâtisseur et à chaque commerçant du Liberia un accès aux hôpitaux, aux fabricants et aux compagnies maritimes turcs, autrefois réservé aux grandes entreprises.",
      goals: [
        "Rendre un traitement en Turquie aussi simple à organiser qu’une consultation dans une clinique de Monrovia.",
        "Approvisionner les chantiers du Liberia dans les délais, des fondations aux finitions.",
        "Transporter des marchandises entre le Liberia et la Turquie, dans les deux sens, toutes les semaines de l’année.",
      ],
      whyChooseUs: [
        "Une équipe qui parle turc à Paynesville et un coordinateur à Istanbul",
        "Une seule personne, que vous connaissez, répond de votre dossier, de votre commande ou de votre envoi",
        "Des devis écrits qui détaillent chaque coût avant que vous ne payiez quoi que ce soit",
      ],
      companyHistory:
        "Fondé à Paynesville par des Libériens qui avaient étudié et travaillé en Turquie, le groupe a commencé par aider des proches à se faire soigner dans des hôpitaux turcs. Très vite, des entrepreneurs nous ont demandé les matériaux que nous avions vus sur les chantiers turcs, puis est venue l’activité logistique, pour les rapporter au pays.\n\nAujourd’hui encore, beaucoup de nos clients viennent à nous par un parent ou un voisin que nous avons aidé un jour.",
      coreValues: ["Honnêteté", "Bienveillance", "Fiabilité", "Respect"],
      cards: [
        {
          title: "L’exigence de qualité",
          text: "Nous vérifions nous-mêmes l’accréditation de chaque hôpital et le certificat de chaque produit avant de les proposer à un client.",
        },
        {
          title: "Des partenariats de confiance",
          text: "Des années de travail avec les mêmes médecins, fournisseurs et commissionnaires en douane\u00a0: des réponses rapides, des conditions justes et quelqu’un à appeler quand les projets changent.",
        },
        {
          title: "Le goût de l’innovation",
          text: "Demandes de devis en ligne, nouvelles sur WhatsApp, documents scannés\u00a0: des outils simples qui vous épargnent des déplacements jusqu’au bureau.",
        },
      ],
      imageAlt: "L’immeuble de nos bureaux à Paynesville",
    },
  },
  contactInfo: {
    country: "Liberia",
    workingHours:
      "Du lundi au vendredi, de 8\u00a0h à 17\u00a0h\nLe samedi, de 9\u00a0h à 13\u00a0h",
    description:
      "Passez à notre bureau d’ELWA Junction sans rendez-vous, ou appelez-nous avant de venir et votre dossier vous attendra.",
  },
  services: {
    "health-tourism": {
      slug: "tourisme-medical",
      title: "Tourisme médical",
      shortDescription:
        "Des soins dans des hôpitaux turcs accrédités, organisés depuis le Liberia\u00a0: consultations, visas, voyage, interprètes et suivi après le retour.",
      fullDescription:
        "Nous mettons les patients du Liberia en relation avec des hôpitaux accrédités et des médecins spécialistes en Turquie. Avant votre départ, nous rassemblons votre dossier médical, obtenons un deuxième avis et un devis écrit, et vous aidons pour le visa et les billets d’avion. En Turquie, un coordinateur vous accueille à l’aéroport, vous accompagne à vos rendez-vous comme interprète et organise votre hébergement. Après votre retour, nous restons en contact avec vos médecins pour le suivi.",
      features: [
        "Étude gratuite de votre dossier médical",
        "Hôpitaux accrédités et médecins spécialistes",
        "Visa, vols et hébergement organisés",
        "Interprète et coordinateur en Turquie",
        "Suivi médical après votre retour",
      ],
      images: [{ alt: "Un hôpital en Turquie" }],
    },
    "building-and-construction-materials": {
      slug: "materiaux-de-construction",
      title: "Matériaux de bâtiment et de construction",
      shortDescription:
        "Ciment, acier, carrelage, sanitaires et matériaux de finition de fabricants turcs, livrés sur votre chantier au Liberia.",
      fullDescription:
        "Nous achetons les matériaux de construction directement auprès des fabricants en Turquie et les livrons sur les chantiers dans tout le Liberia. Entrepreneurs, promoteurs et particuliers reçoivent des produits certifiés, du fer à béton et du ciment jusqu’au carrelage, aux portes, aux sanitaires et à la peinture, avec des devis écrits et des dates de livraison sur lesquelles vous pouvez compter pour planifier vos travaux.",
      features: [
        "Matériaux certifiés de fabricants turcs",
        "Acier, ciment, carrelage, sanitaires et finitions",
        "Devis écrits pour les commandes en gros ou par projet",
        "Livraison sur les chantiers dans tout le Liberia",
        "Conseils sur les caractéristiques techniques et les quantités",
      ],
      images: [{ alt: "Des matériaux de construction sur un chantier" }],
    },
    "logistics-services": {
      slug: "services-logistiques",
      title: "Services logistiques",
      shortDescription:
        "Import et export entre le Liberia et la Turquie\u00a0: fret maritime et aérien, dédouanement et livraison de porte à porte.",
      fullDescription:
        "Notre équipe logistique achemine vos marchandises entre le Liberia et la Turquie, dans les deux sens. Nous réservons le fret maritime en conteneur complet ou en groupage, et le fret aérien pour les envois urgents, préparons les documents, effectuons le dédouanement au port franc de Monrovia et livrons jusqu’à votre porte. Vous avez un seul interlocuteur et des nouvelles régulières jusqu’à l’arrivée de votre marchandise.",
      features: [
        "Fret maritime, en conteneur complet ou en groupage",
        "Fret aérien pour les envois urgents",
        "Dédouanement et formalités documentaires",
        "Livraison de porte à porte",
        "Suivi de votre envoi jusqu’à l’arrivée",
      ],
      images: [{ alt: "Un cargo chargé de conteneurs" }],
    },
  },
  teamMembers: {
    "default-member-1": {
      position: "Directeur général",
      bio: "Joseph a fait ses études d’ingénieur à Ankara. Il a fondé le groupe pour mettre la qualité turque à la portée des familles et des entreprises libériennes.",
    },
    "default-member-2": {
      position: "Coordinatrice du tourisme médical",
      bio: "Aylin travaille avec nos hôpitaux partenaires à Istanbul et reste aux côtés de chaque patient, de son arrivée à sa sortie de l’hôpital.",
    },
    "default-member-3": {
      position: "Responsable logistique",
      bio: "Musa dédouane des marchandises au port franc de Monrovia depuis plus de dix ans et veille à ce que chaque envoi respecte le calendrier.",
    },
  },
  trust: {
    figures: [
      { label: "Années d’activité" },
      { label: "Patients accompagnés vers des soins en Turquie" },
      { label: "Conteneurs expédiés" },
      { label: "Chantiers approvisionnés" },
    ],
    steps: {
      "health-tourism": [
        {
          title: "Envoyez votre dossier médical",
          text: "Transmettez vos comptes rendus et vos examens d’imagerie à notre bureau de Paynesville ou par WhatsApp. L’étude de votre dossier est gratuite.",
        },
        {
          title: "Recevez un plan de traitement et un devis écrit",
          text: "Un spécialiste d’un hôpital partenaire étudie votre cas\u00a0; nous vous envoyons le plan de traitement, les dates et le coût total.",
        },
        {
          title: "Partez l’esprit tranquille, tout est organisé",
          text: "Nous vous aidons pour le visa, les vols et l’hébergement. Un coordinateur vous accueille à l’aéroport d’Istanbul.",
        },
        {
          title: "Des soins avec un interprète à vos côtés",
          text: "Votre coordinateur reste avec vous à l’hôpital et traduit chaque consultation.",
        },
        {
          title: "Le suivi après votre retour",
          text: "De retour au Liberia, nous restons en contact avec vos médecins en Turquie pour les contrôles et les questions de suivi.",
        },
      ],
      "building-materials": [
        {
          title: "Envoyez votre liste ou vos plans",
          text: "Indiquez-nous les matériaux, les quantités et le chantier, ou envoyez le devis quantitatif de votre projet.",
        },
        {
          title: "Recevez un devis écrit",
          text: "Nous comparons les fabricants turcs et chiffrons le produit, le fret et la livraison, avec les certificats de chaque article.",
        },
        {
          title: "Commandez et suivez votre commande",
          text: "Dès réception de votre acompte, nous passons la commande, contrôlons la marchandise avant le chargement et vous communiquons les dates du navire.",
        },
        {
          title: "Livraison sur votre chantier",
          text: "Nous dédouanons la marchandise au port franc de Monrovia et la livrons sur votre chantier, partout au Liberia.",
        },
      ],
      logistics: [
        {
          title: "Dites-nous ce que vous expédiez",
          text: "La marchandise, son poids ou son volume, et sa destination, au Liberia ou en Turquie.",
        },
        {
          title: "Recevez un devis tout compris",
          text: "Fret, documents, douane et livraison réunis dans un seul devis écrit, par voie maritime ou aérienne.",
        },
        {
          title: "Réservation, chargement, dédouanement",
          text: "Nous réservons le conteneur ou le fret aérien, préparons les documents et effectuons le dédouanement à l’arrivée.",
        },
        {
          title: "Livraison de porte à porte",
          text: "Votre marchandise est livrée jusqu’à votre porte, et nous vous donnons des nouvelles du chargement jusqu’à l’arrivée.",
        },
      ],
    },
    partners: [
      {
        name: "Groupe hospitalier partenaire, Istanbul",
        note: "Hôpitaux accrédités JCI\u00a0: cardiologie, orthopédie, oncologie",
      },
      {
        name: "Hôpital universitaire partenaire, Ankara",
        note: "Accrédité par le ministère turc de la Santé",
      },
      {
        name: "Ligne maritime conteneurisée, de Mersin à Monrovia",
        note: "Départs hebdomadaires, conteneurs complets et groupage",
      },
      {
        name: "Commissionnaire en douane agréé, port franc de Monrovia",
        note: "Dédouanement à l’arrivée",
      },
      {
        name: "Cimentiers et aciéristes turcs",
        note: "Produits certifiés TSE et CE",
      },
    ],
    testimonials: [
      {
        quote:
          "En deux jours, ils avaient lu les comptes rendus de ma mère et trouvé un cardiologue à Istanbul. Aylin l’a accompagnée à chaque rendez-vous et lui a tout traduit.",
        place: "Paynesville",
      },
      {
        quote:
          "Le carrelage et les sanitaires de nos douze appartements sont arrivés conformes au devis, avec les certificats, et la livraison à Brewerville a eu lieu le jour promis.",
        place: "Entrepreneur en bâtiment, Monrovia",
      },
      {
        quote:
          "Notre conteneur en groupage parti de Mersin a été dédouané au port franc en une semaine. C’est toujours la même personne qui a répondu à toutes mes questions, sur WhatsApp.",
        place: "Propriétaire d’une boutique, Gbarnga",
      },
    ],
    questions: {
      "default-service-health-tourism": [
        {
          question: "Combien coûte un traitement en Turquie\u00a0?",
          answer:
            "Cela dépend du traitement et de l’hôpital. Après l’étude gratuite de votre dossier, nous vous envoyons un devis écrit qui couvre l’hôpital, le séjour et notre accompagnement, avant que vous ne preniez la moindre décision.",
        },
        {
          question: "Les hôpitaux sont-ils accrédités\u00a0?",
          answer:
            "Nous travaillons avec des hôpitaux accrédités par la JCI (Joint Commission International) ou par le ministère turc de la Santé. Demandez-nous l’accréditation de l’hôpital qui vous est proposé.",
        },
        {
          question: "Un membre de ma famille peut-il m’accompagner\u00a0?",
          answer:
            "Oui. Nous vous aidons aussi pour le visa, les vols et l’hébergement de l’accompagnant, et la plupart des hôpitaux lui permettent de rester dans la chambre du patient.",
        },
        {
          question: "Qui conserve mon dossier médical\u00a0?",
          answer:
            "Seuls notre coordinateur santé et les médecins qui étudient votre cas y ont accès. Nous le conservons comme l’indique notre politique de confidentialité et le supprimons sur simple demande.",
        },
      ],
      "default-service-building-materials": [
        {
          question: "Y a-t-il une commande minimum\u00a0?",
          answer:
            "Il n’y a pas de minimum fixe, mais le fret revient moins cher par conteneur complet. Pour les petites commandes, nous regroupons votre marchandise avec celle d’autres clients dans un conteneur en groupage.",
        },
        {
          question: "Quel est le délai de livraison\u00a0?",
          answer:
            "En général six à huit semaines entre la commande et l’arrivée sur votre chantier\u00a0: environ deux semaines pour préparer la marchandise et quatre à cinq en mer, puis le dédouanement et la livraison.",
        },
        {
          question: "Les matériaux sont-ils livrés avec leurs certificats\u00a0?",
          answer:
            "Oui. Chaque produit est accompagné du certificat de son fabricant (TSE ou CE), que nous vous envoyons avec le devis.",
        },
      ],
      "default-service-logistics": [
        {
          question: "Expédiez-vous aussi du Liberia vers la Turquie\u00a0?",
          answer: "Oui, dans les deux sens, par voie maritime comme par voie aérienne.",
        },
        {
          question: "Vous occupez-vous du dédouanement\u00a0?",
          answer:
            "Oui. Nous préparons les documents et dédouanons votre marchandise au port franc de Monrovia ou à l’aéroport international Roberts, et en Turquie par l’intermédiaire de nos commissionnaires en douane partenaires.",
        },
        {
          question: "Puis-je suivre mon envoi\u00a0?",
          answer:
            "Votre coordinateur vous envoie des nouvelles au chargement, au départ, à l’arrivée et au dédouanement, et répond à vos questions par téléphone ou sur WhatsApp entre-temps.",
        },
      ],
    },
  },
  privacyNotice: {
    title: "Politique de confidentialité",
    body: `${SITE_NAME} («\u00a0nous\u00a0») prend soin des données personnelles que vous nous transmettez par ce site. Nous respectons la loi turque sur la protection des données personnelles (KVKK, n°\u00a06698) et traitons vos données comme le demande le règlement général sur la protection des données (RGPD) de l’Union européenne.

## Les données que nous recueillons
Lorsque vous nous écrivez ou demandez un devis, nous conservons ce que vous saisissez dans le formulaire\u00a0: votre nom, votre adresse e-mail, votre numéro de téléphone, le lieu où vous vous trouvez et le détail de votre demande. Pour une demande de tourisme médical, cela comprend des données de santé\u00a0: la description de l’affection et les comptes rendus médicaux que vous joignez.

## Pourquoi nous les utilisons
Nous utilisons vos données uniquement pour répondre à votre demande, préparer un devis et organiser les soins, l’envoi ou la livraison que vous demandez. Les données de santé ne sont lues que par les membres de l’équipe qui étudient votre dossier et, avec votre accord, communiquées à l’hôpital ou au médecin en Turquie dont l’avis est sollicité. Nous ne traitons les données de santé qu’avec votre consentement explicite, que vous donnez en cochant la case prévue dans le formulaire.

## Nouvelles par message
Si vous cochez la case distincte prévue pour les nouvelles, nous pourrons vous envoyer de temps à autre des nouvelles par e-mail ou par WhatsApp. Vous pouvez refuser à tout moment\u00a0; cela n’a aucune incidence sur votre demande.

## Durée de conservation
Les comptes rendus médicaux joints à une demande sont supprimés automatiquement une fois la demande close et la durée de conservation écoulée (12\u00a0mois, sauf indication contraire de notre part). Les autres informations sont conservées aussi longtemps que la loi l’exige pour nos documents commerciaux.

## Vos droits
Vous pouvez nous demander quelles données nous détenons sur vous, en recevoir une copie, les faire rectifier ou les faire effacer. Écrivez-nous à l’aide des coordonnées indiquées sur la page Contact, depuis l’adresse e-mail que vous avez utilisée, et nous vous répondrons sous 30\u00a0jours.`,
  },
  treatments: {
    "Cardiology (heart)": "Cardiologie (cœur)",
    "Orthopaedics (bones and joints)": "Orthopédie (os et articulations)",
    "Oncology (cancer)": "Oncologie (cancer)",
    "IVF and fertility": "FIV et fertilité",
    "Eye surgery": "Chirurgie des yeux",
    "Dental treatment": "Soins dentaires",
    "Kidney and urology": "Reins et urologie",
    "General check-up": "Bilan de santé complet",
  },
};
