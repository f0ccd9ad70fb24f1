/** Said where the office reads and answers messages while the site cannot send e-mail. */
export function MailNotSetUp() {
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      This website cannot send e-mail yet, so nobody is e-mailed about new messages and your replies
      are saved here without being sent. Nothing is lost. Ask whoever runs the website to set up
      e-mail sending.
    </p>
  );
}
