// The registration's last step: everything as saved, each section with a way back to change it,
// and what a submission still needs.
import { STORE_DOCUMENT_KINDS, type GovernmentIdType } from '@kirana/domain/stores';
import { formatFileSizeKb } from '@kirana/domain/format';
import { Button } from '@kirana/ui/button';
import { formatDay } from '../../i18n/date-time';
import { fill } from '../../i18n/fill';
import { LOCALE_NAMES, type Locale } from '../../i18n/locales';
import { formatPin } from '../../lib/pin';
import type { Registration } from './calls/view';
import type { StoreOwnerText } from './props';
import { formFieldOf, stepOf, type Step } from './registration-form';
import frame from './store-owner.module.css';
import styles from './owner-steps.module.css';

interface ReviewStepProps {
  registration: Registration;
  locale: Locale;
  text: StoreOwnerText;
  /** Each step's name (the progress's words). */
  stepNames: Readonly<Record<Exclude<Step, never>, string>>;
  onChangeStep: (step: Step) => void;
}

type Row = readonly [label: string, value: string | null];

export function ReviewStep({
  registration,
  locale,
  text,
  stepNames,
  onChangeStep,
}: ReviewStepProps) {
  const f = registration.fields;
  const sections: readonly { step: Step; rows: readonly Row[] }[] = [
    {
      step: 'shop',
      rows: [
        [text.shopName, f.shopName],
        [text.street, f.street],
        [text.city, f.city],
        [text.pincode, f.pincode],
        [
          text.location,
          f.latitude !== null && f.longitude !== null
            ? formatPin({ latitude: f.latitude, longitude: f.longitude }, text.coordinates)
            : null,
        ],
      ],
    },
    {
      step: 'owner',
      rows: [
        [text.ownerName, f.ownerName],
        [text.email, f.ownerEmail],
        [text.language, f.language ? LOCALE_NAMES[f.language] : null],
      ],
    },
    {
      step: 'licences',
      rows: [
        [text.fssai, f.fssaiNumber],
        [text.gstin, f.gstin],
        [
          text.idType,
          f.governmentIdType ? text.idTypes[f.governmentIdType as GovernmentIdType] : null,
        ],
        [text.idNumber, f.governmentIdNumber],
      ],
    },
    {
      step: 'documents',
      rows: STORE_DOCUMENT_KINDS.map((kind) => {
        const saved = registration.documents.find((document) => document.kind === kind);
        return [
          text.documentKinds[kind],
          saved
            ? fill(text.uploaded, {
                day: formatDay(locale, saved.uploadedAt),
                type: saved.contentType === 'application/pdf' ? text.pdf : text.photo,
                size: formatFileSizeKb(saved.size),
              })
            : null,
        ] as const;
      }),
    },
  ];
  const missingSteps = [
    ...new Set(
      registration.missing.flatMap((name) => {
        const field = formFieldOf(name);
        return field ? [stepOf(field)] : [];
      }),
    ),
  ];

  return (
    <>
      <p className={frame.muted}>{text.reviewIntro}</p>
      {sections.map(({ step, rows }) => (
        <section key={step} className={styles.summary} aria-labelledby={`review-${step}`}>
          <div className={styles.summaryHead}>
            <h3 id={`review-${step}`}>{stepNames[step]}</h3>
            <Button
              variant="ghost"
              size="sm"
              aria-label={fill(text.changeSection, { section: stepNames[step] })}
              onClick={() => onChangeStep(step)}
            >
              {text.change}
            </Button>
          </div>
          <dl className={styles.facts}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value ?? <span className={frame.muted}>{text.notGiven}</span>}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {missingSteps.length > 0 && (
        <section className={styles.missing} aria-labelledby="review-missing">
          <h3 id="review-missing">{text.stillNeeded}</h3>
          <ul>
            {missingSteps.map((step) => (
              <li key={step}>
                <Button variant="ghost" size="sm" onClick={() => onChangeStep(step)}>
                  {stepNames[step]}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
