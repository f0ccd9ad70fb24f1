interface PageBannerProps {
  title: string;
  subtitle?: string;
}

/** The heading band at the top of the inner pages; holds the page's one h1. */
export function PageBanner({ title, subtitle }: PageBannerProps) {
  return (
    <section className="on-dark bg-gradient-to-br from-primary-900 to-primary-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h1 className="type-title">{title}</h1>
        {subtitle ? <p className="type-lead mt-4 max-w-2xl text-blue-100">{subtitle}</p> : null}
      </div>
    </section>
  );
}
