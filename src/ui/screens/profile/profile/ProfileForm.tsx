import { useEffect } from 'react';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { STATE_RULE, type ProfileInput } from '../../../../core/profile/personal-data';
import type { User } from '../../../../core/profile/user';
import { Card } from '../../../components/Card/Card';
import { RichText } from '../../../components/RichText/RichText';
import { CheckboxField } from '../../../components/TextField/CheckboxField';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { SelectField } from '../../../components/TextField/SelectField';
import { REGION_LISTS, regionChoices } from '../../../../core/profile/regions';
import { useForm } from '../../../state/use-form';
import styles from './ProfileScreen.module.css';

type Field = 'name' | 'address' | 'city' | 'state';

const valuesOf = (user: User): ProfileInput => ({
  name: user.name,
  address: user.address,
  city: user.city,
  state: user.state,
  marketingConsent: user.marketingConsent,
  marketResearchConsent: user.marketResearchConsent,
});

const differs = (a: ProfileInput, b: ProfileInput) => (Object.keys(a) as (keyof ProfileInput)[]).some((key) => a[key] !== b[key]);

/**
 * Personal data (spec §5, §6): name, address, city and the market's "state" (state, province,
 * prefecture; an optional county in the UK; none in France), and the two consents. Email and
 * ZIP code are shown, not editable: customer care changes them.
 */
export function ProfileForm({ me, onDirty }: { readonly me: User; readonly onDirty: (dirty: boolean) => void }) {
  const { t } = useT();
  const errorText = useErrorText();
  const { session, notifications } = useStores();
  // The code of what it sends loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(session.codeOf('updateProfile'));
  const [form, formRef] = useForm<Field, ProfileInput>(valuesOf(me));
  const dirty = differs(form.values, valuesOf(me));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const stateRule = STATE_RULE[me.country];
  const stateLabel = {
    us: t('account:profileForm.stateUs'),
    ca: t('account:profileForm.stateCa'),
    jp: t('account:profileForm.stateJp'),
    uk: t('account:profileForm.stateUk'),
    fr: t('account:profileForm.stateUs'),
  }[me.country];

  const address = (
    <TextField
      key="address"
      label={t('account:profileForm.address')}
      kind="address"
      autoComplete="street-address"
      {...form.field('address')}
    />
  );
  const city = (
    <TextField key="city" label={t('account:profileForm.city')} kind="city" autoComplete="address-level2" {...form.field('city')} />
  );
  const regionList = REGION_LISTS[me.country];
  const state =
    stateRule === 'none' ? null : regionList ? (
      <SelectField key="state" label={stateLabel} autoComplete="address-level1" {...form.field('state')}>
        <option value="">{t('account:profileForm.chooseState')}</option>
        {regionChoices(regionList, me.state).map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </SelectField>
    ) : (
      <TextField key="state" label={stateLabel} kind="state" autoComplete="address-level1" {...form.field('state')} />
    );
  // Japanese addresses are written from the largest unit down: prefecture, city, then the street.
  const addressLines = me.country === 'jp' ? [state, city, address] : [address, city, state];

  const onSubmit = form.submit((values) => session.updateProfile(values), {
    onSuccess: (saved) => {
      // The form now shows what was saved (trimmed), so it is no longer "changed".
      for (const [key, value] of Object.entries(valuesOf(saved)) as [keyof ProfileInput, string & boolean][]) form.set(key, value);
      notifications.notify('success', t('account:profileForm.saved'));
    },
    onError: (error) => notifications.notify('error', t('account:profileForm.failed'), errorText(error.code) ?? undefined),
  });

  return (
    <Card aria-labelledby="profile-personal">
      <h2 id="profile-personal">{t('account:profileForm.title')}</h2>
      <dl className={styles.readOnly}>
        <div>
          <dt className="muted">{t('account:profile.email')}</dt>
          <dd>{me.email}</dd>
        </div>
        <div>
          <dt className="muted">{t('account:profile.zipCode')}</dt>
          <dd>{me.zipCode || '—'}</dd>
        </div>
        <div>
          <dt className="muted">{t('account:profile.emailStatus')}</dt>
          <dd>{me.emailVerified ? t('account:profile.verified') : t('account:profile.notVerified')}</dd>
        </div>
      </dl>
      <p className={`muted ${styles.note}`}>
        <RichText i18nKey="account:profileForm.customerCare" />
      </p>
      <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField label={t('account:profileForm.name')} kind="name" autoComplete="name" {...form.field('name')} />
        {addressLines}
        <fieldset className={styles.consents}>
          <legend>{t('account:profileForm.consents')}</legend>
          <CheckboxField label={t('account:profileForm.marketing')} {...form.check('marketingConsent')} />
          <CheckboxField label={t('account:profileForm.research')} {...form.check('marketResearchConsent')} />
        </fieldset>
        <SubmitButton state={form.submitState}>{t('account:profileForm.save')}</SubmitButton>
      </form>
    </Card>
  );
}
