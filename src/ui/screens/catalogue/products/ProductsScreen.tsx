import { Link } from 'wouter';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { CONTAINER_TYPES, PRODUCTS, containerDeposit, productDeposit, type ProductId } from '../../../../core/catalogue/product';
import { countryCodeOf } from '../../../../core/content/locale';
import { Card } from '../../../components/Card/Card';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { formatMoney } from '../../../i18n/format';
import { marketName } from '../../../i18n/market-name';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { formatSize } from '../../../i18n/format-size';
import styles from './ProductsScreen.module.css';

const IMAGES: Readonly<Record<ProductId, string>> = {
  milk: '/images/milk.svg',
  sparklingWater: '/images/sparkling-water.svg',
  yoghurt: '/images/yoghurt.svg',
  jam: '/images/jam.svg',
  oliveOil: '/images/olive-oil.svg',
  coffee: '/images/coffee.svg',
  dishSoap: '/images/dish-soap.svg',
  shampoo: '/images/shampoo.svg',
};

export default function ProductsScreen() {
  const { t } = useT();
  const { locale } = useLocale();
  const country = countryCodeOf(locale);

  return (
    <InfoPage
      title={t('content:products.title')}
      description={t('content:products.description')}
      intro={<RichText i18nKey="content:products.intro" />}
    >
      <section className={styles.deposit} aria-labelledby="products-deposit">
        <h2 id="products-deposit">{t('content:products.deposit.title')}</h2>
        <p>
          <RichText i18nKey="content:products.deposit.body" />
        </p>
        <h3 className={styles.byContainerTitle}>{t('content:products.deposit.byContainer')}</h3>
        <dl className={styles.byContainer}>
          {CONTAINER_TYPES.map((container) => (
            <div key={container} className={styles.byContainerRow}>
              <dt>{t(`content:products.containers.${container}`)}</dt>
              <dd>{formatMoney(containerDeposit(container, country), locale)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.market}>{t('content:products.deposit.market', { country: marketName(locale, locale) })}</p>
        <p className={styles.links}>
          <Link href="/how-it-works">{t('content:products.links.howItWorks')}</Link>
        </p>
      </section>

      <h2 className={styles.listTitle}>{t('content:products.listTitle')}</h2>
      <ul className={styles.grid}>
        {PRODUCTS.map((product) => (
          <li key={product.id}>
            <Card as="article" className={styles.card}>
              <img className={styles.image} src={IMAGES[product.id]} alt="" width={96} height={96} loading="lazy" decoding="async" />
              <div className={styles.body}>
                <h3 className={styles.name}>{t(`content:products.items.${product.id}.name`)}</h3>
                <p className={styles.description}>{t(`content:products.items.${product.id}.description`)}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('content:products.labels.container')}</dt>
                    <dd>{t(`content:products.containers.${product.container}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('content:products.labels.size')}</dt>
                    <dd>{formatSize(product.size, locale)}</dd>
                  </div>
                  <div className={styles.depositFact}>
                    <dt>{t('content:products.labels.deposit')}</dt>
                    <dd>{formatMoney(productDeposit(product, country), locale)}</dd>
                  </div>
                </dl>
              </div>
            </Card>
          </li>
        ))}
      </ul>

      <p className={styles.cta}>
        <ButtonLink href="/shop-and-return">{t('content:products.links.shopAndReturn')}</ButtonLink>
      </p>
    </InfoPage>
  );
}
