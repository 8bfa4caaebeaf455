import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../core/content/namespaces';

/** useTranslation over every namespace, so keys are written `ns:key` and type-checked against fr-FR. */
export const useT = () => useTranslation(NAMESPACES);
