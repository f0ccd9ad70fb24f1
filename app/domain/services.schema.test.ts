import { describe, expect, test } from "vitest";
import { primaryImageOf, slugify } from "./services.model.ts";
import { ServiceInputSchema } from "./services.schema.ts";

describe("slugify", () => {
  test.each([
    ["Health Tourism", "health-tourism"],
    ["Building & Construction Materials", "building-construction-materials"],
    ["  --Logistics   Services--  ", "logistics-services"],
    ["Crédit à l'Exportation", "credit-a-l-exportation"],
    ["Türkiye İhracat", "turkiye-ihracat"],
    ["100% Quality, 24/7", "100-quality-24-7"],
    ["!!!", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  test("keeps at most 80 characters and never ends on a hyphen", () => {
    const slug = slugify(`${"a".repeat(79)} b`);
    expect(slug).toBe("a".repeat(79));
    expect(slugify("word ".repeat(40)).length).toBeLessThanOrEqual(80);
    expect(slugify("word ".repeat(40))).not.toMatch(/-$/);
  });
});

describe("ServiceInputSchema", () => {
  const valid = {
    title: "Freight",
    category: "logistics",
    shortDescription: "Short.",
    fullDescription: "Full.",
  };

  test("features default to an empty list and a typed slug must be well formed", () => {
    expect(ServiceInputSchema.parse(valid)).toMatchObject({ features: [], slug: "" });
    const bad = ServiceInputSchema.safeParse({ ...valid, slug: "Not A Slug" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["slug"]);
  });
});

describe("primaryImageOf", () => {
  const image = (id: string, isPrimary: boolean) => ({
    _id: id,
    url: `/${id}`,
    alt: id,
    isPrimary,
  });

  test("is the primary image, else the first, else nothing", () => {
    expect(primaryImageOf({ images: [image("a", false), image("b", true)] })?._id).toBe("b");
    expect(primaryImageOf({ images: [image("a", false), image("b", false)] })?._id).toBe("a");
    expect(primaryImageOf({ images: [] })).toBeUndefined();
  });
});
