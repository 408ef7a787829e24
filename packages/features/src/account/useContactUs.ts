import { ApiError, authMutations } from '@mat/api';
import { SUPPORT_EMAIL, validateEmail, validatePhone } from '@mat/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useFormProblem } from '../shared/useFormProblem';

/** A message to the Matrona team: who writes (filled in for a patient), the message, and where it went. */
export function useContactUs() {
  const { client } = useMat();
  const { user } = useSession();
  const { problem, setProblem, refuse, text, describe } = useFormProblem();
  const [name, setName] = useState(user ? `${user.first_name} ${user.last_name}` : '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation(authMutations.sendSupportRequest(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = refuse({
      name: name.trim() ? null : 'validation.required',
      email: validateEmail(email),
      phone: phone ? validatePhone(phone) : null,
      subject: subject.trim() ? null : 'validation.required',
      message: message.trim() ? null : 'validation.required',
    });
    if (invalid) return;
    try {
      await send.mutateAsync({
        body: {
          name: name.trim(),
          email: email.trim(),
          phone: phone || undefined,
          subject: subject.trim(),
          message: message.trim(),
        },
      });
      setSentTo(email.trim());
    } catch (failure) {
      // The way to reach us failed for a reason that is not hers: give the address to write to instead.
      const ours = !(failure instanceof ApiError) || failure.status >= 500;
      setProblem(
        ours ? { fields: {}, form: text('errors.genericContactUs', { email: SUPPORT_EMAIL }) } : describe(failure),
      );
    }
  }

  return {
    values: { name, email, phone, subject, message },
    set: { name: setName, email: setEmail, phone: setPhone, subject: setSubject, message: setMessage },
    problem,
    sentTo,
    isSending: send.isPending,
    submit,
  };
}
