// The shop panel (`/?panel=shop`, R1.13, R1.14, R7.52, R7.58): membership terms from /api/term/store/info,
// emoticons and stones from /api/academy/other/buy/info in the user's language, prices in gold or gems.
// Buy asks to confirm, then goes through the outbox (/api/store/buy); the button is closed with a reason
// when the wallet is short or a stone is owned already. The wallet shown is the server's latest answer.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  academyOtherBuyInfoEndpoint,
  storeBuyEndpoint,
  termStoreInfoEndpoint,
  type ResponseOf,
} from '../../protocol';
import { currentLocale } from '../../i18n';
import { usernoAtom } from '../../state/session';
import { formatCount } from '../common/format';
import { useSubmitWrite, useWriteStatus } from '../common/outboxWrites';
import { Loaded } from '../common/SectionScreen';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';
import { buyBlock, type Currency, type ShopWallet } from './shopWallet';
import { skinOfRefId } from '../../domain/rules/stoneSkins';
import { StonePreview } from './StoneSkinPicker';
import './shop.css';
import { Button, Icon } from '../../ui';

type Bought = ResponseOf<typeof storeBuyEndpoint>;

export interface ShopItem {
  id: string;
  name: string;
  description: string;
  currency: Currency;
  price: number;
  kind: string;
  days: number;
  owned: boolean;
  /** Emoticons and stones: the set's number (stoneSkins.ts for stones). */
  refId?: number;
}

function usePrice() {
  const { t } = useTranslation();
  return (price: number, currency: Currency) =>
    t(currency === 'gold' ? 'shop.priceGold' : 'shop.priceGem', { amount: formatCount(price) });
}

function ItemRow({
  item,
  wallet,
  confirming,
  onAsk,
  onCancel,
  onBuy,
}: {
  item: ShopItem;
  wallet: ShopWallet;
  confirming: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const block = buyBlock(item, wallet);
  const reasonId = `shop-reason-${item.id}`;
  return (
    <li className="shop-item" data-item={item.id} data-kind={item.kind}>
      <span className="shop-art" aria-hidden="true">
        {item.kind === 'stone' && item.refId !== undefined && skinOfRefId(item.refId) ? (
          <StonePreview skin={skinOfRefId(item.refId) ?? 'classic'} />
        ) : (
          <Icon name={item.kind === 'emoticon' ? 'players' : 'star'} size={32} />
        )}
      </span>
      <p className="shop-name">
        <strong>{item.name}</strong>
        {item.description ? <span className="shop-reason"> — {item.description}</span> : null}
      </p>
      <p className="shop-use" data-use={item.kind}>
        {item.kind === 'emoticon'
          ? t('shop.use.emoticon', { count: item.days })
          : item.kind === 'stone'
            ? t('shop.use.stone')
            : t('shop.use.membership', { count: item.days })}
      </p>
      <p className="shop-price">
        <Icon name={item.currency === 'gold' ? 'coin' : 'gem'} size={20} />
        {price(item.price, item.currency)}
      </p>
      <div className="shop-actions">
        {confirming ? (
          <>
            <span>{t('shop.confirm', { name: item.name, price: price(item.price, item.currency) })}</span>
            <Button variant="primary" onClick={onBuy} autoFocus>
              {t('shop.confirmBuy')}
            </Button>
            <Button onClick={onCancel}>{t('shop.cancel')}</Button>
          </>
        ) : (
          <>
            <Button
              variant="primary"
              disabled={block !== null}
              aria-describedby={block ? reasonId : undefined}
              aria-label={t('shop.buyItem', { name: item.name })}
              onClick={onAsk}
            >
              {t('shop.buy')}
            </Button>
            {block ? (
              <span id={reasonId} className="shop-reason">
                {block.reason === 'owned'
                  ? t('shop.owned')
                  : t(block.currency === 'gold' ? 'shop.shortGold' : 'shop.shortGem', {
                      amount: formatCount(block.missing),
                    })}
              </span>
            ) : item.owned ? (
              <span className="shop-reason">{t('shop.extends')}</span>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/** Where the last purchase stands; reports the server's wallet once it answers. */
function BuyResult({
  buyKey,
  name,
  onApplied,
}: {
  buyKey: string | null;
  name: string;
  onApplied: (answer: Bought) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const status = useWriteStatus(storeBuyEndpoint, buyKey);
  const applied = status.state === 'applied' ? status.answer : null;
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!applied || told.current === buyKey) return;
    told.current = buyKey;
    onApplied(applied);
  }, [applied, buyKey, onApplied]);
  return (
    <>
      <p className="shop-result" role="status">
        {status.state === 'pending' ? t('shop.pending', { name }) : null}
        {applied
          ? t('shop.bought', {
              name,
              gold: formatCount(applied.gold),
              gem: formatCount(applied.gem),
            })
          : null}
      </p>
      <p className="form-error" role="alert">
        {status.state === 'rejected' ? errorText(status.code, status.message) : ''}
      </p>
    </>
  );
}

function Shop({
  items,
  terms,
  startWallet,
}: {
  items: readonly ShopItem[];
  terms: readonly ShopItem[];
  startWallet: ShopWallet;
}) {
  const { t } = useTranslation();
  const userno = useAtomValue(usernoAtom);
  const submit = useSubmitWrite();
  const [wallet, setWallet] = useState(startWallet);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [last, setLast] = useState<{ key: string; name: string } | null>(null);
  const [ownedNow, setOwnedNow] = useState<readonly string[]>([]);
  const buy = async (item: ShopItem) => {
    setConfirming(null);
    if (userno === null) return;
    const key = await submit(storeBuyEndpoint, { userno, itemId: item.id });
    if (key !== null) setLast({ key, name: item.name });
  };
  // The bought stone set or emoticon itself is taken up where every delivered purchase is
  // (src/state/purchases.ts), so one bought offline works even if this screen has closed by then.
  const onApplied = useCallback((answer: Bought) => {
    setWallet({ gold: answer.gold, gem: answer.gem });
    setOwnedNow((list) => [...list, answer.itemId]);
  }, []);
  const list = (title: string, id: string, rows: readonly ShopItem[]) => (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p>{t('shop.empty')}</p>
      ) : (
        <ul className="shop-list">
          {rows.map((row) => {
            const item = ownedNow.includes(row.id) ? { ...row, owned: true } : row;
            return (
              <ItemRow
                key={item.id}
                item={item}
                wallet={wallet}
                confirming={confirming === item.id}
                onAsk={() => setConfirming(item.id)}
                onCancel={() => setConfirming(null)}
                onBuy={() => void buy(item)}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
  return (
    <>
      <p className="shop-wallet" data-gold={wallet.gold} data-gem={wallet.gem}>
        {t('shop.wallet', { gold: formatCount(wallet.gold), gem: formatCount(wallet.gem) })}
      </p>
      <BuyResult buyKey={last?.key ?? null} name={last?.name ?? ''} onApplied={onApplied} />
      {list(t('shop.terms'), 'shop-terms-title', terms)}
      {list(
        t('shop.emoticons'),
        'shop-emoticons-title',
        items.filter((i) => i.kind === 'emoticon'),
      )}
      {list(
        t('shop.stones'),
        'shop-stones-title',
        items.filter((i) => i.kind === 'stone'),
      )}
    </>
  );
}

export function ShopPanel() {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const user = useUserBody();
  const info = useEndpointData(academyOtherBuyInfoEndpoint, { ...user, lang: locale });
  const termInfo = useEndpointData(termStoreInfoEndpoint, user);
  return (
    <section aria-labelledby="shop-title" className="shop-panel">
      <h2 id="shop-title">{t('shop.title')}</h2>
      <p>{t('shop.intro')}</p>
      <Loaded data={info}>
        {(value) => (
          <Loaded data={termInfo}>
            {(termValue) => (
              <Shop
                startWallet={{ gold: value.gold, gem: value.gem }}
                items={value.items}
                terms={termValue.TermStoreList.map((term) => ({
                  id: term.id,
                  name: term.name[locale],
                  // The days, unless the name says them already ("Membership, 30 days — 30 days").
                  description: term.name[locale].includes(String(term.termDay))
                    ? ''
                    : t('shop.termDays', { days: term.termDay }),
                  currency: term.currency,
                  price: term.price,
                  kind: 'membership',
                  days: term.termDay,
                  owned: false,
                }))}
              />
            )}
          </Loaded>
        )}
      </Loaded>
    </section>
  );
}
