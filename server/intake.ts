import express, { type Request, type Router } from "express";
import type { FieldErrors } from "../app/domain/errors.ts";
import { isQuoteLine, quoteSentPath } from "../app/domain/inquiries.model.ts";
import { CONTACT_SUCCESS } from "../app/domain/messages.model.ts";
import { isLanguageOn, offeredLanguage } from "../app/domain/site-languages.server.ts";
import { okBody } from "../app/http/api.server.ts";
import { bodyOfIncoming, readJson } from "../app/http/bodies.server.ts";
import { acceptContactMessage } from "../app/http/contact-form.server.ts";
import type { AppServices } from "../app/http/context.server.ts";
import { apiErrorsOf, describeFailure, failureBody } from "../app/http/failures.server.ts";
import { receiveQuoteForm } from "../app/http/quote-form.server.ts";
import { messageIn } from "../app/i18n/form-messages.ts";
import {
  isLanguage,
  isTranslatedLanguage,
  type Language,
  SOURCE_LANGUAGE,
} from "../app/i18n/languages.ts";
import { pathIn, sourcePath } from "../app/i18n/paths.ts";
import { bodyLimitsFor } from "./answers.ts";

/** A refusal's message and field errors in `language`, where the form messages translate them. */
function failureIn(
  language: Language,
  message: string,
  errors: FieldErrors | undefined,
): [string, FieldErrors | undefined] {
  const say = (english: string) => messageIn(language, english);
  const translated =
    errors &&
    Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, messages.map(say)]),
    );
  return [say(message), translated];
}

/** The client's address, as the proxy settings say to read it. */
export function clientIpOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/**
 * Visitors' submissions, received before React Router: a contact message posted to the API
 * and a quote form. They are the site's busiest writes, and turning each into a Web request,
 * matching it against the route table and turning the answer back took about 40% of the
 * server's time per message (decision 036). Everything in front of React Router (logging,
 * security headers, the cross-site and body-size checks) has run by the time they get here.
 * A refused quote form goes on to React Router, which shows the form again with its errors.
 */
export function intake(services: AppServices): Router {
  const router = express.Router();

  router.post("/api/contact", async (req, res) => {
    // The language the message came in, which a refusal is answered in: the page shows the
    // API's words as they are (decision 074).
    let answerIn: Language = SOURCE_LANGUAGE;
    try {
      const stored = await acceptContactMessage(services, clientIpOf(req), async () => {
        const fields = ((await readJson(bodyOfIncoming(req), bodyLimitsFor(res))) ?? {}) as Record<
          string,
          unknown
        >;
        const { language } = fields;
        if (!isLanguage(language)) return fields;
        // Sent from a page of a language switched off since: kept, and answered in English.
        answerIn = await offeredLanguage(services.db, language);
        return { ...fields, language: answerIn };
      });
      res
        .status(201)
        .json(okBody({ message: CONTACT_SUCCESS, contactMessage: { _id: stored._id } }));
    } catch (error) {
      const failure = describeFailure(error, req.log);
      res
        .status(failure.status)
        .set(failure.headers)
        .json(failureBody(...failureIn(answerIn, failure.message, apiErrorsOf(failure))));
    }
  });

  // A form sent from a page of a language switched off since (its pages now answer 404) goes
  // on, body and all, to the same page in English: the visitor's words are not lost.
  router.post("/:language{/*rest}", async (req, res, next) => {
    const { language } = req.params;
    if (!isTranslatedLanguage(language)) return next();
    // Without the database the form goes where it was sent, whose page says what failed.
    if (await isLanguageOn(services.db, language).catch(() => true)) return next();
    res.redirect(307, `${sourcePath(req.path)}${req.originalUrl.slice(req.path.length)}`);
  });

  // The form is the same in every language; its page's address says which (`/fr/quote/health`).
  router.post("{/:language}/quote/:line", async (req, res, next) => {
    const { line, language = SOURCE_LANGUAGE } = req.params;
    const knownLanguage = language === SOURCE_LANGUAGE || isTranslatedLanguage(language);
    // An unknown line or language is React Router's 404 page.
    if (!isQuoteLine(line) || !knownLanguage || req.params.language === SOURCE_LANGUAGE) {
      return next();
    }
    const outcome = await receiveQuoteForm(services, line, {
      clientIp: clientIpOf(req),
      log: req.log,
      body: bodyOfIncoming(req),
      bodyLimits: bodyLimitsFor(res),
      language,
    });
    if ("reference" in outcome) {
      res.redirect(
        303,
        pathIn(language, quoteSentPath(line, outcome.reference, outcome.confirmed)),
      );
      return;
    }
    res.locals.quoteRefusal = outcome.refusal;
    next();
  });

  return router;
}
