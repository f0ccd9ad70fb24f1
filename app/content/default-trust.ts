import type { TrustContent } from "../domain/trust.model.ts";

// The built-in proof of trust, shown until the office saves its own. The figures, partner names
// and testimonials are examples of the right kind and size, not facts: the office replaces them
// with real ones before the site goes live (see docs/decisions/043-trust-sections.md).

export const defaultTrust: TrustContent = {
  figures: [
    { value: "9", label: "Years in business" },
    { value: "650+", label: "Patients helped to treatment in Turkey" },
    { value: "1,100+", label: "Containers shipped" },
    { value: "140", label: "Building projects supplied" },
  ],
  steps: {
    "health-tourism": [
      {
        title: "Send your medical records",
        text: "Share your reports and scans with our Paynesville office or by WhatsApp. The review is free.",
      },
      {
        title: "Get a plan and a written estimate",
        text: "A partner hospital's specialist reviews your case; we send you the treatment plan, the dates and the full cost.",
      },
      {
        title: "Travel with everything arranged",
        text: "We help with the visa, flights and accommodation. A coordinator meets you at the airport in Istanbul.",
      },
      {
        title: "Treatment with an interpreter beside you",
        text: "Your coordinator stays with you at the hospital and translates every consultation.",
      },
      {
        title: "Aftercare at home",
        text: "Back in Liberia, we keep in touch with your doctors in Turkey for check-ups and follow-up questions.",
      },
    ],
    "building-materials": [
      {
        title: "Send your list or drawings",
        text: "Tell us the materials, quantities and site, or send the bill of quantities for your project.",
      },
      {
        title: "Receive a written quote",
        text: "We compare Turkish manufacturers and quote product, freight and delivery, with certificates for each item.",
      },
      {
        title: "Order and track",
        text: "After your deposit we place the order, check the goods before loading and tell you the ship's dates.",
      },
      {
        title: "Delivery to your site",
        text: "We clear the goods at the Freeport of Monrovia and deliver them to your site anywhere in Liberia.",
      },
    ],
    logistics: [
      {
        title: "Tell us what you are shipping",
        text: "The goods, their weight or volume, and where they go, in Liberia or in Turkey.",
      },
      {
        title: "Get a quote with all costs",
        text: "Freight, documents, customs and delivery in one written quote, by sea or by air.",
      },
      {
        title: "We book, load and clear",
        text: "We book the container or the air cargo, prepare the documents and clear customs on arrival.",
      },
      {
        title: "Door-to-door delivery",
        text: "Your goods are delivered to your door, with updates from loading until arrival.",
      },
    ],
  },
  partners: [
    {
      name: "Partner hospital group, Istanbul",
      note: "JCI-accredited hospitals: cardiology, orthopaedics, oncology",
      line: "health-tourism",
      logo: null,
      url: "",
    },
    {
      name: "Partner university hospital, Ankara",
      note: "Accredited by the Turkish Ministry of Health",
      line: "health-tourism",
      logo: null,
      url: "",
    },
    {
      name: "Container line, Mersin to Monrovia",
      note: "Weekly sailings, full and shared containers",
      line: "logistics",
      logo: null,
      url: "",
    },
    {
      name: "Licensed customs broker, Freeport of Monrovia",
      note: "Customs clearance on arrival",
      line: "logistics",
      logo: null,
      url: "",
    },
    {
      name: "Turkish cement and steel manufacturers",
      note: "TSE and CE certified products",
      line: "building-materials",
      logo: null,
      url: "",
    },
  ],
  testimonials: [
    {
      quote:
        "They read my mother's reports in two days and found a cardiologist in Istanbul. Aylin was with her at every appointment and translated everything.",
      name: "Patience K.",
      place: "Paynesville",
      line: "health-tourism",
      photo: null,
    },
    {
      quote:
        "The tiles and sanitary ware for our twelve apartments arrived as quoted, with the certificates, and the delivery to Brewerville was on the day they promised.",
      name: "Emmanuel T.",
      place: "Contractor, Monrovia",
      line: "building-materials",
      photo: null,
    },
    {
      quote:
        "Our shared container from Mersin was cleared at the Freeport in a week. One person answered all my questions, by WhatsApp, every time.",
      name: "Fatu S.",
      place: "Shop owner, Gbarnga",
      line: "logistics",
      photo: null,
    },
  ],
  questions: {
    "default-service-health-tourism": [
      {
        question: "How much does treatment in Turkey cost?",
        answer:
          "It depends on the treatment and the hospital. After the free review of your records we send you a written estimate that covers the hospital, the stay and our coordination, before you decide anything.",
      },
      {
        question: "Are the hospitals accredited?",
        answer:
          "We work with hospitals accredited by JCI (Joint Commission International) or by the Turkish Ministry of Health. Ask us for the accreditation of the hospital proposed to you.",
      },
      {
        question: "Can a family member travel with me?",
        answer:
          "Yes. We help with the companion's visa, flights and accommodation too, and most hospitals let a companion stay in the patient's room.",
      },
      {
        question: "Who keeps my medical records?",
        answer:
          "Only our health coordinator and the doctors reviewing your case see them. We keep them as our privacy notice says and delete them on request.",
      },
    ],
    "default-service-building-materials": [
      {
        question: "Is there a minimum order?",
        answer:
          "No fixed minimum, but freight is cheapest by the full container. For smaller orders we combine your goods with others in a shared container.",
      },
      {
        question: "How long does delivery take?",
        answer:
          "Usually six to eight weeks from order to your site: about two weeks to prepare the goods and four to five at sea, then clearance and delivery.",
      },
      {
        question: "Do the materials come with certificates?",
        answer:
          "Yes. Each product comes with its manufacturer's certificate (TSE or CE), which we send you with the quote.",
      },
    ],
    "default-service-logistics": [
      {
        question: "Do you ship from Liberia to Turkey too?",
        answer: "Yes, in both directions, by sea and by air.",
      },
      {
        question: "Do you handle customs clearance?",
        answer:
          "Yes. We prepare the documents and clear your goods at the Freeport of Monrovia or Roberts International Airport, and in Turkey through our partner brokers.",
      },
      {
        question: "Can I follow my shipment?",
        answer:
          "Your coordinator sends you updates at loading, departure, arrival and clearance, and answers by phone or WhatsApp in between.",
      },
    ],
  },
};
