-- Symptoms a patient can report with a blood pressure reading. Those with a warning sign of
-- @mat/domain make a reading urgent (clinical.md: AWHONN POST-BIRTH, CDC Hear Her).
INSERT INTO "symptoms" ("id", "key", "warning_sign", "name_en", "name_es", "description_en", "description_es", "position") VALUES
(1, 'chestPain', 'chestPain', 'Chest pain', 'Dolor en el pecho', NULL, NULL, 1),
(2, 'troubleBreathing', 'troubleBreathing', 'Trouble breathing', 'Dificultad para respirar', NULL, NULL, 2),
(3, 'seizure', 'seizure', 'Seizure', 'Convulsiones', NULL, NULL, 3),
(4, 'thoughtsOfHarm', 'thoughtsOfHarm', 'Thoughts of hurting yourself or your baby', 'Pensamientos de hacerte daño a ti o a tu bebé', NULL, NULL, 4),
(5, 'persistentHeadache', 'persistentHeadache', 'Headache that will not go away', 'Dolor de cabeza que no se quita', 'A headache that does not get better with medicine or rest.', 'Un dolor de cabeza que no mejora con medicina ni descanso.', 5),
(6, 'visionChanges', 'visionChanges', 'Changes in vision', 'Cambios en la vista', 'Blurry vision, spots or flashing lights.', 'Visión borrosa, manchas o luces.', 6),
(7, 'severeSwelling', 'severeSwelling', 'Severe swelling of the face or hands', 'Hinchazón fuerte de la cara o las manos', NULL, NULL, 7),
(8, 'fever', 'fever', 'Fever of 100.4 °F (38 °C) or more', 'Fiebre de 100.4 °F (38 °C) o más', NULL, NULL, 8),
(9, 'heavyBleeding', 'heavyBleeding', 'Heavy bleeding', 'Sangrado abundante', 'Soaking a pad in an hour or passing large clots.', 'Empapar una toalla sanitaria en una hora o expulsar coágulos grandes.', 9),
(10, 'dizziness', NULL, 'Dizziness', 'Mareo', NULL, NULL, 10),
(11, 'nausea', NULL, 'Nausea or vomiting', 'Náuseas o vómitos', NULL, NULL, 11),
(12, 'mildHeadache', NULL, 'Mild headache', 'Dolor de cabeza leve', NULL, NULL, 12),
(13, 'swollenFeet', NULL, 'Swollen feet or ankles', 'Pies o tobillos hinchados', NULL, NULL, 13),
(14, 'tiredness', NULL, 'Feeling very tired', 'Mucho cansancio', NULL, NULL, 14);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('symptoms', 'id'), (SELECT max("id") FROM "symptoms"));
