// The greeting conversation (spec 9): every patient's first conversation, from Matrona's care
// assistant, in the patient's language. Made once, the first time the patient's conversations are read.
import type { Database } from '../../db/client.js';
import { greetingOf, insertConversationOnce, matronaAssistant } from '../../db/queries/conversations.js';
import { addMessage } from '../../db/queries/messages.js';
import type { Language } from '../language.js';
import type { UserRow } from '../sessions.js';

const GREETING = {
  en: {
    name: 'Welcome to your care team',
    text: (name: string) =>
      `Hi ${name}, welcome to Matrona! Your care team of nurses, lactation consultants and care coordinators is here for you 7 days a week, and replies within 12 hours. Ask anything about pregnancy, feeding, recovery or your baby from the Team tab. If you ever have an emergency, call 911.`,
  },
  es: {
    name: 'Bienvenida a tu equipo de cuidado',
    text: (name: string) =>
      `¡Hola, ${name}! Te damos la bienvenida a Matrona. Tu equipo de enfermeras, consultoras de lactancia y coordinadoras de cuidado está aquí para ti los 7 días de la semana y responde en menos de 12 horas. Pregunta lo que quieras sobre el embarazo, la alimentación, tu recuperación o tu bebé desde la pestaña Equipo. Si tienes una emergencia, llama al 911.`,
  },
} as const;

/** The greeting conversation's name in a language. */
export const greetingName = (language: Language): string => GREETING[language].name;

export async function ensureGreeting(db: Database, user: UserRow, language: Language, at: Date): Promise<void> {
  if (await greetingOf(db, user.id)) return;
  const assistant = await matronaAssistant(db);
  if (!assistant) return;
  const copy = GREETING[language];
  await db.transaction(async (tx) => {
    // Two first reads at once make one greeting (the partial unique index).
    const conversation = await insertConversationOnce(tx, {
      patientId: user.id,
      organizationId: assistant.organizationId,
      kind: 'greeting',
      name: copy.name,
      readByPatient: user.greetingRead,
      lastMessageAt: at,
      createdAt: at,
    });
    if (conversation) {
      await addMessage(tx, {
        conversationId: conversation.id,
        practitionerId: assistant.id,
        fromPatient: false,
        content: copy.text(user.firstName),
        createdAt: at,
      });
    }
  });
}
