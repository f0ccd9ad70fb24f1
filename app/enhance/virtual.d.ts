declare module "virtual:public-script" {
  /** The public pages' enhancement script, built, as the pages inline it. */
  const script: string;
  export default script;
}
