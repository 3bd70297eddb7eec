import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AuthCard, type AuthCardCopy } from '../../components/auth-card/auth-card.tsx';
import type { ZodFormState } from '../../components/form/use-zod-form.ts';
import { SubmitButton, ZodForm } from '../../components/form/zod-form.tsx';
import { PasswordNotice, type PasswordNoticeProps } from './password-notice.tsx';

interface FrameCard {
  /** The card's title, intro and links (web/content/account.ts, web/content/password.ts). */
  copy: AuthCardCopy;
  wide?: boolean;
}

export interface FormFrameProps<Values extends FieldValues, Output> extends FrameCard {
  form: ZodFormState<Values, Output>;
  /** The submit button's label, and its label while the call runs ('Logging in...'). */
  submit: { label: string; busyLabel: string };
  /** The fields, in order. */
  children: ReactNode;
}

export interface NoticeFrameProps extends FrameCard {
  /** Shown in place of the form: the link is on its way, the password is set, the link cannot work. */
  notice: Omit<PasswordNoticeProps, 'children'> & { text: string };
}

/**
 * The one frame of the account screens' forms (login, admin login, register, forgotten, new and changed
 * password): the card with its title and intro, then the form (the server's refusal on top, the fields, the
 * submit button) or, once the form is done or cannot work, a notice in its place.
 */
export function AccountFormFrame<Values extends FieldValues = FieldValues, Output = Values>(
  props: FormFrameProps<Values, Output> | NoticeFrameProps,
) {
  if ('notice' in props) {
    const { text, ...notice } = props.notice;
    return (
      <AuthCard copy={props.copy} wide={props.wide}>
        <PasswordNotice {...notice}>{text}</PasswordNotice>
      </AuthCard>
    );
  }
  const { form, submit } = props;
  return (
    <AuthCard copy={props.copy} wide={props.wide}>
      <ZodForm form={form}>
        {props.children}
        <SubmitButton form={form} busyLabel={submit.busyLabel}>
          {submit.label}
        </SubmitButton>
      </ZodForm>
    </AuthCard>
  );
}

/** A screen's texts: its card, then the intro (the card's own when absent) and the links once its form is done. */
interface DoneTexts {
  card: AuthCardCopy;
  doneIntro?: string;
  doneLinks: AuthCardCopy['links'];
}

/**
 * The frame's props once its form has done its work: the server's sentence, which takes the focus, and the way on.
 * The same AccountFormFrame as the form's, so that the card stays and only its content changes.
 */
export function doneFrame(texts: DoneTexts, text: string, link: { to: string; label: string }): NoticeFrameProps {
  const copy = { ...texts.card, intro: texts.doneIntro ?? texts.card.intro, links: texts.doneLinks };
  return { copy, notice: { tone: 'success', takeFocus: true, link, text } };
}
