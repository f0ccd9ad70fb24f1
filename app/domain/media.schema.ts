import { z } from "zod";
import { imageUpload } from "./services.schema.ts";

export const MediaInputSchema = z.object({
  imageData: imageUpload,
  alt: z.string().trim().max(200, "Keep the alt text to 200 characters or fewer.").optional(),
});

export const TeamPhotoInputSchema = z.object({ image: imageUpload });
