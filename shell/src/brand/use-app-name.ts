import { useTranslation } from 'react-i18next';
import { brandNameIn, useBrand } from './brand-store';

/** The app's name in the language shown: the brand's (app-config.json) if set, else 'app.name'. */
export function useAppName(): string {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  return brandNameIn(brand, i18n.language) ?? t('app.name');
}
