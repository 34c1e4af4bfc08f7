import { FEEDBACK_PATH, FEEDBACK_REASONS, HONEYPOT_FIELD, MAX_COMMENT, THANKS_ID } from "~/shared/insights/fields";
import { withLocale } from "~/shared/routing/locale";
import { t } from "~/shared/i18n";
import { usePageData } from "~/lib/page-context";

/**
 * "Was this page helpful?" as a native form: it posts and comes back to `#feedback-thanks`
 * whether the app runs, has not started yet, or JavaScript is off. The answers are
 * `<input type="submit">` rather than buttons, which the boot script holds until the app runs.
 */
export function PageFeedback() {
  const { page } = usePageData();
  const lang = page.lang;
  return (
    // Keyed by page: a client navigation gets a fresh thank-you element, no longer the `:target`.
    <section key={page.routePath} className="page-feedback" aria-labelledby="feedback-question">
      {/* Before the form: when it is the target, the sibling rule hides the form. */}
      <p id={THANKS_ID} className="feedback-thanks" role="status">
        {t(lang, "feedback.thanks")} <a href={withLocale("/community/privacy", lang)}>{t(lang, "feedback.privacy")}</a>
      </p>
      <form method="post" action={FEEDBACK_PATH} className="feedback-form">
        <input type="hidden" name="path" value={page.routePath} />
        <div className="feedback-trap" aria-hidden="true">
          <label>
            {t(lang, "feedback.trap")} <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <p id="feedback-question" className="feedback-question">
          {t(lang, "feedback.question")}
        </p>
        <div className="feedback-answers">
          <input type="submit" name="yes" value={t(lang, "feedback.yes")} className="feedback-button" />
          <details className="feedback-no">
            <summary className="feedback-button">{t(lang, "feedback.no")}</summary>
            <fieldset className="feedback-reasons">
              <legend>{t(lang, "feedback.reason")}</legend>
              {FEEDBACK_REASONS.map((reason) => (
                <label key={reason}>
                  <input type="radio" name="reason" value={reason} /> {t(lang, `feedback.reason.${reason}`)}
                </label>
              ))}
            </fieldset>
            <label className="feedback-comment">
              {t(lang, "feedback.comment")}
              <textarea name="comment" maxLength={MAX_COMMENT} rows={3} />
            </label>
            <input type="submit" name="no" value={t(lang, "feedback.send")} className="feedback-button" />
          </details>
        </div>
      </form>
    </section>
  );
}
