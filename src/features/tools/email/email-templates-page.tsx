import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { SelectField, TextAreaField, TextField } from '../fields';
import { ToolPage } from '../tool-page';
import classes from '../tools.module.css';
import {
  checkMessage,
  fillTemplate,
  TEMPLATE_FIELD_KEYS,
  TEMPLATE_IDS,
  TEMPLATE_LANGUAGES,
  TEMPLATES,
  type RuleHit,
  type RuleId,
  type TemplateFields,
  type TemplateId,
  type TemplateLanguage,
} from './templates';

const TEMPLATE_LABELS: Record<TemplateId, MessageDescriptor> = {
  'shipping-delay': msg`Shipping delay`,
  'return-instructions': msg`Return instructions`,
  'product-information': msg`Product information`,
  'review-request': msg`Review request`,
};

const FIELD_LABELS: Record<keyof TemplateFields, MessageDescriptor> = {
  buyer: msg`Buyer name`,
  order: msg`Order number`,
  product: msg`Product`,
  seller: msg`Seller name`,
  date: msg`Date (new delivery or return deadline)`,
  details: msg`Details (product tips or return steps)`,
};

const RULE_LABELS: Record<RuleId, MessageDescriptor> = {
  link: msg`Links are not allowed`,
  email: msg`E-mail addresses are not allowed`,
  incentive: msg`Incentives (discounts, coupons, gifts, free products) are not allowed`,
  'positive-review': msg`Asking for a positive review is not allowed`,
  'review-change': msg`Asking to change or remove a review is not allowed`,
};

/** The text with the rule breaches marked. */
function Marked({ text, hits }: { text: string; hits: RuleHit[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const hit of hits) {
    if (hit.index < at) continue;
    parts.push(text.slice(at, hit.index));
    parts.push(
      <mark key={`${hit.index}-${hit.rule}`} className={classes.hit}>
        {hit.match}
      </mark>,
    );
    at = hit.index + hit.match.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** E-mail templates (`/{lang}/tools/email-templates`). */
export function EmailTemplatesPage() {
  const { t, i18n } = useLingui();
  const [template, setTemplate] = useState<TemplateId>('shipping-delay');
  const [language, setLanguage] = useState<TemplateLanguage>('en');
  const [fields, setFields] = useState<TemplateFields>({
    buyer: '',
    order: '',
    product: '',
    seller: '',
    date: '',
    details: '',
  });
  const [edited, setEdited] = useState<string | null>(null);
  const filled = fillTemplate(TEMPLATES[template][language], fields);
  const message = edited ?? `${filled.subject}\n\n${filled.body}`;
  const hits = useMemo(() => checkMessage(message), [message]);
  const languages = useMemo(
    () => new Intl.DisplayNames([i18n.locale], { type: 'language' }),
    [i18n.locale],
  );
  // Language names from the browser's locale data: the code until a prerendered page is hydrated.
  const hydrated = useHydrated();
  const rules = [...new Set(hits.map((hit) => hit.rule))];
  return (
    <ToolPage tool="email-templates">
      <div className={classes.layout}>
        <section className={classes.panel} aria-labelledby="email-input-title">
          <h2 id="email-input-title" className={classes.panelTitle}>{t`Template and fields`}</h2>
          <div className={classes.row2}>
            <SelectField
              label={t`Template`}
              value={template}
              options={TEMPLATE_IDS.map((id) => ({
                value: id,
                label: i18n._(TEMPLATE_LABELS[id]),
              }))}
              onChange={(value) => {
                if (!value) return;
                setTemplate(value as TemplateId);
                setEdited(null);
              }}
            />
            <SelectField
              label={t`Buyer's language`}
              value={language}
              options={TEMPLATE_LANGUAGES.map((code) => ({
                value: code,
                label: (hydrated && languages.of(code)) || code,
              }))}
              onChange={(value) => {
                if (!value) return;
                setLanguage(value as TemplateLanguage);
                setEdited(null);
              }}
            />
          </div>
          {TEMPLATE_FIELD_KEYS.map((key) => (
            <TextField
              key={key}
              label={i18n._(FIELD_LABELS[key])}
              value={fields[key]}
              onChange={(value) => {
                setFields((current) => ({ ...current, [key]: value }));
                setEdited(null);
              }}
            />
          ))}
          {template === 'review-request' && (
            <p className={classes.note}>
              {t`Amazon allows one review request per order, 5 to 30 days after delivery, in neutral words.`}
            </p>
          )}
        </section>
        <section className={classes.panel} aria-labelledby="email-output-title">
          <h2 id="email-output-title" className={classes.panelTitle}>{t`Message`}</h2>
          <TextAreaField
            label={t`Message text (you can edit it)`}
            rows={10}
            value={message}
            onChange={setEdited}
          />
          <div aria-live="polite">
            {hits.length === 0 ? (
              <p className={classes.ok} data-testid="email-check">
                {t`No problems found with Amazon's buyer-seller messaging rules.`}
              </p>
            ) : (
              <>
                <ul
                  className={classes.warning}
                  data-testid="email-check"
                  style={{ paddingLeft: 28 }}
                >
                  {rules.map((rule) => (
                    <li key={rule}>{i18n._(RULE_LABELS[rule])}</li>
                  ))}
                </ul>
                <pre
                  className={classes.preview}
                  aria-label={t`The message with the problems marked`}
                >
                  <Marked text={message} hits={hits} />
                </pre>
              </>
            )}
          </div>
          <p className={classes.note}>
            {t`The checker looks for links, e-mail addresses, incentives and requests for positive reviews, which Amazon's buyer-seller messaging rules forbid. It is a help, not a guarantee.`}
          </p>
        </section>
      </div>
    </ToolPage>
  );
}
