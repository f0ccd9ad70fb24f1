import { createContext, useContext } from "react";

/**
 * What only the server knows while it renders a page. In the browser (the content manager's
 * hydration) it is empty, which is right: these only matter to the server's HTML.
 */
export interface RenderContext {
  /** The content manager's Content-Security-Policy nonce for its inline scripts. */
  nonce: string;
  /** The public pages' enhancement script, inlined (its hash is in their CSP). */
  publicScript: string;
  /** The public pages' styles, inlined (their hash is in the CSP). */
  publicStyles: string;
  /** The visitor asked to save data (Save-Data: on): the smallest images, nothing ahead. */
  saveData: boolean;
}

const Context = createContext<RenderContext>({
  nonce: "",
  publicScript: "",
  publicStyles: "",
  saveData: false,
});

export const RenderContextProvider = Context.Provider;

export function useRenderContext(): RenderContext {
  return useContext(Context);
}
