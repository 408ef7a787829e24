// A questionnaire run as a PDF in the run's language: each question with the answer chosen, a
// screening's score and what it means (from @mat/domain), and the instrument's source and terms of
// use.
import {
  questionOptions,
  questionsOf,
  screeningMaxTotal,
  screeningResultMessage,
  scoreQuestionnaire,
  type MessageId,
} from '@mat/domain';
import { intlLocale, translate } from '../language.js';
import { startPdf } from '../pdf.js';
import { answerMap, type Run } from './questionnaires.js';
import { localeOfRun } from './views.js';

/** `compress: false` leaves the page text readable, for tests that check what is written. */
export async function questionnairePdf(
  owned: Run,
  patient: { firstName: string; lastName: string; timezone: string },
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { run, questionnaire, responses } = owned;
  const { definition } = questionnaire;
  const locale = localeOfRun(run.language);
  const t = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  const dateTime = new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: patient.timezone,
  });

  const { doc, bytes } = startPdf({ title: definition.title[locale], language: locale, compress: options.compress });
  doc.fontSize(18).font('Helvetica-Bold').text(definition.title[locale]);
  doc
    .moveDown(0.3)
    .fontSize(11)
    .font('Helvetica')
    .text(t('notices.export.patient', { name: `${patient.firstName} ${patient.lastName}` }));
  doc.text(
    run.endAt
      ? t('notices.questionnaire.finished', { date: dateTime.format(run.endAt) })
      : t('notices.questionnaire.notFinished'),
  );

  const answers = answerMap(responses);
  const result = scoreQuestionnaire(definition, answers);
  const scale = definition.scoring?.scale;
  if (result && scale) {
    doc.moveDown(0.8).fontSize(12).font('Helvetica-Bold');
    doc.text(
      t('notices.questionnaire.score', {
        score: result.total,
        max: screeningMaxTotal(scale),
        band: `${result.band[0]}-${result.band[1]}`,
      }),
    );
    doc
      .fontSize(11)
      .font('Helvetica')
      .text(t(screeningResultMessage(scale, result)));
    if (result.crisis) doc.text(t('notices.questionnaire.crisis'));
  }

  doc.moveDown(0.8);
  questionsOf(definition).forEach(({ question }, index) => {
    const answer = answers.get(question.id);
    const chosen = Array.isArray(answer) ? answer : [answer];
    const labels = questionOptions(question)
      .filter((o) => chosen.includes(o.value))
      .map((o) => o.label[locale]);
    const written =
      labels.length > 0
        ? labels.join(', ')
        : answer === undefined || answer === null
          ? t('notices.questionnaire.noAnswer')
          : String(answer);
    doc
      .fontSize(11)
      .font('Helvetica-Bold')
      .text(`${index + 1}. ${question.text[locale]}`);
    doc.font('Helvetica').text(written, { indent: 14, paragraphGap: 6 });
  });

  if (definition.source) {
    doc.moveDown(0.8).fontSize(9).font('Helvetica-Bold').text(t('notices.questionnaire.source'));
    doc.font('Helvetica').text(definition.source.citation);
    if (locale === 'es') doc.text(definition.source.spanishVersion);
    doc.font('Helvetica-Bold').text(t('notices.questionnaire.termsOfUse'));
    doc.font('Helvetica').text(definition.source.termsOfUse);
  }
  doc.end();
  return bytes;
}
