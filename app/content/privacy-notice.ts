import { SITE_NAME } from "./site.ts";

/** The built-in privacy notice, shown until the office writes its own in the content manager. */
export const DEFAULT_PRIVACY_NOTICE = {
  title: "Privacy Notice",
  body: `${SITE_NAME} ("we") looks after the personal data you send us through this website. We follow Turkey's Personal Data Protection Law (KVKK, No. 6698) and treat your data as the EU's General Data Protection Regulation asks.

## What we collect
When you write to us or ask for a quote we keep what you type into the form: your name, e-mail address, phone number, where you are, and the details of your request. For a health tourism request this includes health data: the description of the condition and any medical reports you attach.

## Why we use it
We use your data only to answer your request, prepare a quote, and arrange the treatment, shipment or delivery you ask for. Health data is read only by the staff who assess your case and, with your consent, shared with the hospital or doctor in Turkey who is asked for an opinion. We process health data only with your explicit consent, which you give by ticking the box on the form.

## News by message
If you tick the separate box for news, we may send you occasional news by e-mail or WhatsApp. You can say no at any time; it does not affect your request.

## How long we keep it
Medical reports attached to a request are deleted automatically once the request is closed and the retention period has passed (12 months unless we say otherwise). Other records are kept as long as the law requires for our business records.

## Your rights
You may ask what data we hold about you, receive a copy of it, have it corrected, or have it erased. Write to us using the contact details on the Contact page, from the e-mail address you used, and we will answer within 30 days.`,
} as const;
