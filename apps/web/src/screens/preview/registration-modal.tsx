import { zodResolver } from '@hookform/resolvers/zod';
import {
  CELLPHONE_MAX_LENGTH,
  CELLPHONE_MESSAGE,
  CELLPHONE_PATTERN,
  EMPLOYEE_OPTIONS,
  SEGMENT_OPTIONS,
  ZLeadForm,
  formatCellphone,
  isAppError,
  type TCriterion,
  type TPreview,
} from '@contrato-claro/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { identifyLead, track } from '../../analytics';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { Field, errorProps, inputClass } from '../../components/field/field';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';
import { useAuthStore } from '../../stores/auth';
import { useShowResults } from './use-show-results';

type LeadInput = z.input<typeof ZLeadForm>;
type Lead = z.output<typeof ZLeadForm>;

/** The HTML pattern attribute is anchored by the browser, so the regex anchors are dropped. */
const CELLPHONE_HTML_PATTERN = CELLPHONE_PATTERN.source.replace(/^\^|\$$/g, '');

interface RegistrationModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The criterion whose row opened the modal; null from the floating button. */
  criterion: TCriterion | null;
  analysis: TPreview;
  /** Says why the registration did not go through, once the modal has closed. */
  onFailure: (message: string) => void;
}

const FORM_ID = 'lead-form';

/**
 * "Complete seu cadastro" (SPEC.md §2, §4, §5). After registering, the detailed results are
 * fetched and shown, opened at the criterion tapped; if that fails the person lands on `/results`
 * with the clicked clause and the analysis. Any other registration failure is logged and the
 * modal closes (SPEC.md §4), and the preview says what happened (offline, server out of reach…)
 * so the person can try again. Every e-mail is answered alike (an e-mail that already has an
 * account gets a new identity, confirmed later with the mailed code): no e-mail is ever refused.
 */
export function RegistrationModal({
  open,
  onOpenChange,
  criterion,
  analysis,
  onFailure,
}: RegistrationModalProps) {
  const showResults = useShowResults(analysis);
  const registerAccount = useAuthStore((store) => store.registerAccount);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LeadInput, unknown, Lead>({
    resolver: zodResolver(ZLeadForm),
    mode: 'onTouched',
    defaultValues: { email: '', name: '', companyName: '', cellphone: '' },
  });
  const text = messages.registration;

  const changeOpen = (next: boolean) => {
    if (isSubmitting) return;
    onOpenChange(next);
  };

  const submit = async (lead: Lead) => {
    try {
      const user = await registerAccount({ ...lead, userServiceId: analysis.userServiceId });
      track('Lead Qualification Completed', lead);
      identifyLead(user);
    } catch (error) {
      console.error('Registration failed', error);
      onOpenChange(false);
      onFailure(text.notSent(isAppError(error) ? error.message : messages.errors.unexpectedAnswer));
      return;
    }
    await showResults(criterion);
    onOpenChange(false);
  };

  const cellphone = register('cellphone');

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={text.title}
      description={text.description}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        setFocus('email');
      }}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={isSubmitting}>
            {text.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={isSubmitting}>
            {isSubmitting ? text.submitting : text.submit}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={handleSubmit(submit)} className="mt-4 space-y-1">
        <Field id="lead-email" label={text.email} error={errors.email?.message}>
          <input
            id="lead-email"
            type="email"
            autoComplete="email"
            required
            placeholder={text.emailPlaceholder}
            className={inputClass}
            {...errorProps('lead-email', errors.email?.message)}
            {...register('email')}
          />
        </Field>
        <Field id="lead-name" label={text.name} error={errors.name?.message}>
          <input
            id="lead-name"
            type="text"
            autoComplete="name"
            required
            placeholder={text.namePlaceholder}
            className={inputClass}
            {...errorProps('lead-name', errors.name?.message)}
            {...register('name')}
          />
        </Field>
        <Field id="lead-company" label={text.companyName} error={errors.companyName?.message}>
          <input
            id="lead-company"
            type="text"
            autoComplete="organization"
            placeholder={text.companyNamePlaceholder}
            className={inputClass}
            {...errorProps('lead-company', errors.companyName?.message)}
            {...register('companyName')}
          />
        </Field>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <Field
            id="lead-employees"
            label={text.employeesNumber}
            error={errors.employeesNumber?.message}
          >
            <select
              id="lead-employees"
              required
              defaultValue=""
              className={inputClass}
              {...errorProps('lead-employees', errors.employeesNumber?.message)}
              {...register('employeesNumber')}
            >
              <option value="" disabled>
                {text.employeesNumberPlaceholder}
              </option>
              {EMPLOYEE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="lead-segment"
            label={text.businessSegment}
            error={errors.businessSegment?.message}
          >
            <select
              id="lead-segment"
              required
              defaultValue=""
              className={inputClass}
              {...errorProps('lead-segment', errors.businessSegment?.message)}
              {...register('businessSegment')}
            >
              <option value="" disabled>
                {text.businessSegmentPlaceholder}
              </option>
              {SEGMENT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id="lead-cellphone" label={text.cellphone} error={errors.cellphone?.message}>
          <input
            id="lead-cellphone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            pattern={CELLPHONE_HTML_PATTERN}
            title={CELLPHONE_MESSAGE}
            maxLength={CELLPHONE_MAX_LENGTH}
            placeholder={text.cellphonePlaceholder}
            className={inputClass}
            {...errorProps('lead-cellphone', errors.cellphone?.message)}
            {...cellphone}
            onChange={(event) => {
              event.target.value = formatCellphone(event.target.value);
              return cellphone.onChange(event);
            }}
          />
        </Field>

        <p className="pt-1 text-xs text-slate-600">
          {text.privacyPrefix}{' '}
          <Link
            to={paths.privacy}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline"
          >
            {text.privacyLink}
          </Link>
          .
        </p>
      </form>
    </Dialog>
  );
}
