// The readings as a PDF in the patient's language and unit, to print or hand to any provider.
import { displayWeight, kickCountDuration, type MessageId } from '@mat/domain';
import { intlLocale, translate } from '../language.js';
import { startPdf } from '../pdf.js';
import type { ExportedReadings } from './readings.js';

/** `compress: false` leaves the page text readable, for tests that check what is written. */
export async function readingsPdf(
  readings: ExportedReadings,
  now: Date,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { user, language } = readings;
  const t = (id: MessageId, values?: Record<string, string>) => translate(language, id, values);
  const locale = intlLocale[language];
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: user.timezone,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const onDay = (iso: string) => date.format(new Date(`${iso}T00:00:00Z`));

  const { doc, bytes } = startPdf({ title: t('notices.export.title'), language, compress: options.compress });
  doc.fontSize(20).font('Helvetica-Bold').text(t('notices.export.title'));
  doc
    .moveDown(0.3)
    .fontSize(11)
    .font('Helvetica')
    .text(t('notices.export.patient', { name: `${user.firstName} ${user.lastName}` }));
  doc.text(t('notices.export.generated', { date: dateTime.format(now) }));

  const section = (title: string, rows: string[]) => {
    doc.moveDown(1).fontSize(14).font('Helvetica-Bold').text(title);
    doc.moveDown(0.3).fontSize(10).font('Helvetica');
    if (rows.length === 0) doc.text(t('notices.export.none'));
    for (const row of rows) doc.text(row, { paragraphGap: 3 });
  };

  section(
    t('notices.export.bloodPressure'),
    readings.bloodPressure.map((r) =>
      [
        dateTime.format(r.measuredAt),
        `${r.systolic}/${r.diastolic} mmHg`,
        r.pulse !== null && `${t('notices.export.pulse')} ${r.pulse}`,
        t(`notices.bloodPressureCategory.${r.category}`),
        r.source === 'device' && t('notices.export.device'),
        r.symptoms.length > 0 && `${t('notices.export.symptoms')}: ${r.symptoms.join(', ')}`,
        r.notes && `${t('notices.export.notes')}: ${r.notes}`,
      ]
        .filter(Boolean)
        .join(' · '),
    ),
  );
  section(
    t('notices.export.kickCounts'),
    readings.kickCounts.map((k) => {
      const d = kickCountDuration(k.durationSeconds);
      const duration = `${d.hours} h ${d.minutes} min ${d.seconds} s`;
      return [
        `${onDay(k.date)} ${k.time}`,
        `${t('notices.export.kicks')}: ${k.totalKicks}`,
        `${t('notices.export.duration')}: ${duration}`,
        k.notes,
      ]
        .filter(Boolean)
        .join(' · ');
    }),
  );
  for (const baby of readings.babies) {
    section(
      t('notices.export.weights', { name: baby.name }),
      baby.weights.map((w) => {
        const shown = displayWeight(w.grams, user.prefs.measureUnit);
        const weight =
          shown.unit === 'imperial'
            ? `${shown.pounds} lb ${shown.ounces} oz`
            : `${shown.kilograms} kg ${shown.grams} g`;
        return [onDay(w.measuredOn), weight, w.notes].filter(Boolean).join(' · ');
      }),
    );
  }
  doc.end();
  return bytes;
}
