import { useT } from '../../i18n/use-t';
import { LOCALES, isLocale } from '../../../core/content/locale';
import { countryOf } from '../../../core/places/country';
import { useLocale } from '../../i18n/use-locale';
import { SelectField } from '../TextField/SelectField';

/**
 * Language and location in one choice: each option is a market in its own language
 * ("France — Français"), so a visitor can find theirs whatever the page is in.
 */
export function LanguageSelect({ className }: { readonly className?: string }) {
  const { t } = useT();
  const { locale, setLocale } = useLocale();
  return (
    <SelectField
      className={className}
      label={t('common:language.label')}
      value={locale}
      onChange={(event) => {
        const next = event.target.value;
        if (isLocale(next)) void setLocale(next);
      }}
    >
      {LOCALES.map((l) => {
        const country = countryOf(l);
        return (
          <option key={l} value={l} lang={l}>
            {`${country.flag} ${country.name} — ${country.language}`}
          </option>
        );
      })}
    </SelectField>
  );
}
