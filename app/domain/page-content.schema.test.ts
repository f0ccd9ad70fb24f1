import { describe, expect, test } from "vitest";
import { BUILT_IN_ABOUT_CARDS, BUILT_IN_ABOUT_INTRO } from "../content/default-content.ts";
import { AboutInputSchema, HeroInputSchema, readAboutContent } from "./page-content.schema.ts";

const about = {
  vision: "V",
  mission: "M",
  goals: ["G"],
  whyChooseUs: ["W"],
  companyHistory: "H",
  coreValues: ["C"],
  intro: "I",
  homeSummary: "S",
  cards: [{ title: "T", text: "X" }],
  imageAlt: "A",
};

describe("about content", () => {
  test("is read from a JSON string as from an object", () => {
    expect(readAboutContent(JSON.stringify(about))).toEqual(about);
    expect(readAboutContent(about)).toEqual(about);
  });

  test("that cannot be parsed counts as empty (null), never as an exception", () => {
    expect(readAboutContent("{not json")).toBeNull();
    expect(readAboutContent(null)).toBeNull();
  });

  test("input with unparseable JSON is refused on the content field", () => {
    const result = AboutInputSchema.safeParse({ content: "{not json" });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["content"]]);
  });

  test("history, core values and the short about may be left out; intro, cards and picture text are built in", () => {
    const {
      companyHistory: _h,
      coreValues: _c,
      intro: _i,
      homeSummary: _s,
      cards: _t,
      imageAlt: _a,
      ...required
    } = about;
    expect(AboutInputSchema.parse({ content: required })).toEqual({
      title: "About Us",
      content: {
        ...required,
        companyHistory: "",
        coreValues: [],
        intro: BUILT_IN_ABOUT_INTRO,
        homeSummary: "",
        cards: BUILT_IN_ABOUT_CARDS,
        imageAlt: "Our office building in Paynesville",
      },
      minor: false,
    });
  });
});

describe("hero image slots", () => {
  const hero = {
    title: "T",
    content: { description: "D", buttonText: "B", buttonLink: "/contact" },
  };

  test("take a large data URL to upload, but not an overlong address", () => {
    const photo = `data:image/jpeg;base64,${"A".repeat(500_000)}`;
    expect(HeroInputSchema.safeParse({ ...hero, images: [photo, null, null, null] }).success).toBe(
      true,
    );
    const longAddress = `https://example.com/${"a".repeat(2000)}`;
    const result = HeroInputSchema.safeParse({ ...hero, images: [longAddress, null, null, null] });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["images", 0]]);
  });

  test.each(["//evil.example.com", "javascript:alert(1)", "contact"])(
    "a button link %j is refused",
    (buttonLink) => {
      const result = HeroInputSchema.safeParse({
        ...hero,
        content: { ...hero.content, buttonLink },
      });
      expect(result.success).toBe(false);
    },
  );
});

describe("the hero's second action", () => {
  const content = { description: "D", buttonText: "B", buttonLink: "/contact" };

  test("is optional, and content without it reads as empty", () => {
    const parsed = HeroInputSchema.parse({ title: "T", content });
    expect(parsed.content).toMatchObject({ secondButtonText: "", secondButtonLink: "" });
  });

  test.each(["https://wa.me/231770123456", "whatsapp"])(
    "takes a text and a link together: %s",
    (secondButtonLink) => {
      const second = { secondButtonText: "Chat", secondButtonLink };
      const parsed = HeroInputSchema.parse({ title: "T", content: { ...content, ...second } });
      expect(parsed.content).toMatchObject(second);
    },
  );

  test.each([
    [{ secondButtonText: "Chat" }, "secondButtonLink"],
    [{ secondButtonLink: "/quote" }, "secondButtonText"],
    [{ secondButtonText: "Chat", secondButtonLink: "javascript:alert(1)" }, "secondButtonLink"],
    [{ secondButtonText: "Chat", secondButtonLink: "telegram" }, "secondButtonLink"],
  ])("refuses %j beside %s", (second, field) => {
    const result = HeroInputSchema.safeParse({ title: "T", content: { ...content, ...second } });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["content", field]]);
  });
});
