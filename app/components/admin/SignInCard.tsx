import { SITE_NAME } from "../../content/site.ts";

/**
 * The frame of the pages reached before signing in (an invitation, a forgotten password): the
 * site's name on a card in the middle of the screen, like the login page.
 */
export function SignInCard({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-900 to-primary-700 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <p className="text-center text-lg font-bold text-primary-800">{SITE_NAME}</p>
        {children}
      </div>
    </main>
  );
}
