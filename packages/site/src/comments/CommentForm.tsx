import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { fillTemplate, formatPlural } from '../i18n/format.js';
import type { Lang } from '../i18n/languages.js';
import { CommentArticle } from './CommentArticle.js';
import { fieldErrorMessage, formErrorMessage } from './commentMessages.js';
import { ensureFormTiming } from './installFormTiming.js';
import {
  COMMENT_FIELD_NAMES,
  type CommentFieldError,
  type CommentFieldErrors,
  type CommentFieldName,
  type CommentFormError,
  type CommentFormModel,
  type CommentNode,
} from './model.js';
import { placeComment } from './placeComment.js';
import type { CommentStrings } from './strings.js';
import { formFields, submitComment } from './submitComment.js';
import { useReplyMove } from './useReplyMove.js';

export interface CommentFormProps {
  form: CommentFormModel;
  strings: CommentStrings;
  lang: Lang;
  timeZone: string;
  /** Deepest nesting of the thread, to place a posted reply as the server would. */
  maxDepth: number;
}

/** Field ids: one comment form per page. */
const FIELD_ID: Record<CommentFieldName, string> = {
  comment: 'respond-comment',
  author: 'respond-author',
  email: 'respond-email',
  url: 'respond-url',
};

interface Posted {
  node: Omit<CommentNode, 'replies' | 'depth'>;
  container: HTMLElement;
}

/**
 * The comment form (`#respond`). Server-rendered, it is a plain form that posts to
 * `/comments` and works without JavaScript; hydrated, it moves under the comment being
 * replied to, submits with Ctrl/Cmd + Enter, posts with fetch and shows the answer in place
 * (falling back to the plain POST when the network fails), and starts the anti-spam timing.
 */
export function CommentForm({ form, strings, lang, timeZone, maxDepth }: CommentFormProps) {
  const [values, setValues] = useState(form.values);
  const [errors, setErrors] = useState<CommentFieldErrors>(form.errors);
  const [formError, setFormError] = useState<CommentFormError | null>(form.formError);
  const [nonce, setNonce] = useState(form.nonce);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState('');
  const [posted, setPosted] = useState<Posted[]>([]);

  const sectionRef = useRef<HTMLElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLTextAreaElement>(null);
  const focusFirstField = useCallback(() => firstFieldRef.current?.focus(), []);
  const { target, restore } = useReplyMove(
    sectionRef,
    { id: form.parentId, author: form.replyToAuthor },
    focusFirstField,
  );

  const problems = COMMENT_FIELD_NAMES.filter((name) => errors[name]).length + (formError ? 1 : 0);

  useEffect(() => {
    ensureFormTiming(document);
    // A refused plain POST re-renders the page at #respond: bring focus to what went wrong.
    if (summaryRef.current) summaryRef.current.focus();
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as CommentFieldName;
    setValues((current) => ({ ...current, [name]: event.target.value }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    setSending(true);
    setNotice('');
    const outcome = await submitComment(element.action, formFields(element));
    if (outcome.kind === 'offline') {
      // No answer at all: let the browser post the form itself (it renders the outcome).
      element.submit();
      return;
    }
    if (outcome.kind === 'refused') {
      flushSync(() => {
        setSending(false);
        setErrors(outcome.errors);
        setFormError(outcome.formError);
        if (outcome.nonce) setNonce(outcome.nonce);
      });
      summaryRef.current?.focus();
      return;
    }
    const { comment, nonce: next } = outcome.response;
    const node = { ...comment, held: comment.status !== 'approved' };
    const container = placeComment(document, comment, maxDepth);
    flushSync(() => {
      setSending(false);
      setErrors({});
      setFormError(null);
      setNonce(next);
      setValues((current) => ({ ...current, comment: '' }));
      setNotice(node.held ? strings.held : strings.published);
      if (container) setPosted((list) => [...list, { node, container }]);
    });
    if (target.id) restore(false);
    container?.focus();
  };

  const replying = target.id !== 0;
  const field = (name: CommentFieldName) => ({
    name,
    id: FIELD_ID[name],
    label: strings.labels[name],
    value: values[name],
    maxLength: form.limits[name],
    error: errors[name],
    message: (error: CommentFieldError) => fieldErrorMessage(name, error, strings, lang),
    onChange,
  });

  return (
    <section
      className="comment-respond"
      id="respond"
      ref={sectionRef}
      aria-labelledby="reply-title"
    >
      <h3 className="comment-respond__title" id="reply-title">
        {replying
          ? fillTemplate(strings.formHeadingReply, { author: target.author ?? '' })
          : strings.formHeading}
      </h3>
      {replying && (
        <p className="comment-respond__cancel">
          <a
            href={`${form.articlePath}#respond`}
            rel="nofollow"
            onClick={(event) => {
              event.preventDefault();
              restore(true);
            }}
          >
            {strings.cancelReply}
          </a>
        </p>
      )}
      <form
        className="comment-form"
        action={form.action}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        aria-busy={sending || undefined}
      >
        <p className="comment-form__notes">
          {strings.emailNote} {strings.requiredNote}
        </p>
        {problems > 0 && (
          <div
            className="comment-form__summary"
            role="alert"
            tabIndex={-1}
            ref={summaryRef}
            aria-labelledby="respond-summary-title"
          >
            <p className="comment-form__summary-title" id="respond-summary-title">
              {formatPlural(lang, strings.summaryTitle, problems)}
            </p>
            <ul>
              {formError && <li>{formErrorMessage(formError, strings, lang)}</li>}
              {COMMENT_FIELD_NAMES.map((name) => {
                const error = errors[name];
                return (
                  error && (
                    <li key={name}>
                      <a href={`#${FIELD_ID[name]}`}>
                        {fieldErrorMessage(name, error, strings, lang)}
                      </a>
                    </li>
                  )
                );
              })}
            </ul>
          </div>
        )}
        <Field {...field('comment')} required>
          {(props) => <textarea {...props} ref={firstFieldRef} rows={6} />}
        </Field>
        <Field {...field('author')} required>
          {(props) => <input {...props} type="text" autoComplete="name" />}
        </Field>
        <Field {...field('email')} required>
          {(props) => <input {...props} type="email" autoComplete="email" spellCheck={false} />}
        </Field>
        <Field {...field('url')}>
          {(props) => <input {...props} type="url" autoComplete="url" spellCheck={false} />}
        </Field>
        {/* The honeypot: hidden from people and from assistive technology; bots fill it. */}
        <div className="comment-form__trap" hidden>
          <label htmlFor="respond-trap">{strings.trapLabel}</label>
          <textarea id="respond-trap" name="ak_hp_textarea" tabIndex={-1} autoComplete="off" />
        </div>
        <input type="hidden" name="comment_post_ID" value={form.postId} />
        <input type="hidden" name="comment_parent" value={target.id} />
        <input type="hidden" name="nonce" value={nonce} />
        {/* Stamped with the time in ms by the page's inline script (spec section 1). */}
        <input type="hidden" name="ak_js" data-stamp-time="" />
        <p className="comment-form__submit">
          <button className="button comment-form__button" type="submit">
            {sending ? strings.submitting : strings.submit}
          </button>
        </p>
        <p className="comment-form__status" role="status">
          {notice}
        </p>
      </form>
      {posted.map(({ node, container }) =>
        createPortal(
          <CommentArticle comment={node} strings={strings} lang={lang} timeZone={timeZone} />,
          container,
          `posted-${node.id}`,
        ),
      )}
    </section>
  );
}

interface FieldProps {
  name: CommentFieldName;
  id: string;
  label: string;
  value: string;
  maxLength: number;
  required?: boolean;
  error: CommentFieldError | undefined;
  message: (error: CommentFieldError) => string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  children: (props: ControlProps) => ReactNode;
}

interface ControlProps {
  id: string;
  name: string;
  value: string;
  maxLength: number;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: FieldProps['onChange'];
  ref?: RefObject<never>;
}

/** A labelled field with its error right above the control, tied by aria-describedby. */
function Field({
  name,
  id,
  label,
  required = false,
  error,
  message,
  children,
  ...rest
}: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div
      className={`comment-form__field comment-form__field--${name}${error ? ' comment-form__field--invalid' : ''}`}
    >
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="comment-form__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {error && (
        <p className="comment-form__error" id={errorId}>
          {message(error)}
        </p>
      )}
      {children({
        id,
        name,
        value: rest.value,
        maxLength: rest.maxLength,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        onChange: rest.onChange,
      })}
    </div>
  );
}
