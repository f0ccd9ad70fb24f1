declare module "virtual:public-script" {
  /** The public pages' enhancement script as the pages inline it, and its CSP hash source. */
  const script: { code: string; hash: string };
  export default script;
}
