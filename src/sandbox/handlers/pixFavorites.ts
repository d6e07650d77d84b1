import { PERMISSIONS } from '../../contract/permissions';
import type { PixFavorite, PixParty } from '../../contract/pix';
import { FAVORITE_NAME, maskAccountNumber, maskPixDocument, PIX_TEXTS } from '../../domain/pix';
import { assertValid, type FieldErrors, json, notFound, validationError } from '../laravel';
import { activeEntry, canonicalKey, participantName, partyOfKey } from '../pix';
import type { Context } from '../route';
import { pixRoute, readBankData, text } from './pixCommon';

/*
 * Saved recipients (docs/api.md "Pix"): by key (shown as the dictionary answers it today) or by bank data.
 */

const favoritesOf = (ctx: Context) => ctx.store.state.pixFavorites.filter((f) => f.user_id === ctx.user.id);

const sameRecipient = (favorite: PixFavorite, key: string | null, party: PixParty) =>
    key !== null
        ? favorite.key === key
        : favorite.bank_data?.ispb === party.ispb &&
          favorite.bank_data.branch === party.branch &&
          favorite.bank_data.account === party.account;

function favoriteView(ctx: Context, favorite: PixFavorite) {
    const { state } = ctx.store;
    const entry = favorite.key ? activeEntry(state, favorite.key) : undefined;
    const party = entry ? partyOfKey(state, entry) : favorite.bank_data;
    return {
        id: favorite.id,
        name: favorite.name,
        key: favorite.key,
        key_type: favorite.key_type,
        bank_data: favorite.bank_data,
        /** A key that left the dictionary can no longer be paid. */
        available: party !== null && party !== undefined,
        recipient: party
            ? {
                  name: party.name,
                  document_masked: maskPixDocument(party.document),
                  participant: participantName(state, party.ispb),
                  branch: party.branch,
                  account_masked: maskAccountNumber(party.account),
              }
            : null,
        created_at: favorite.created_at,
    };
}

/** Saves a recipient unless the user already has it; returns the favourite. */
export function saveFavorite(ctx: Context, party: PixParty, name = party.name): PixFavorite {
    const { key } = party;
    const existing = favoritesOf(ctx).find((f) => sameRecipient(f, key, party));
    if (existing) return existing;
    const entry = key ? activeEntry(ctx.store.state, key) : undefined;
    const favorite: PixFavorite = {
        id: ctx.store.nextId('pixFavorites'),
        user_id: ctx.user.id,
        name,
        key: entry ? key : null,
        key_type: entry?.type ?? null,
        bank_data: entry
            ? null
            : {
                  name: party.name,
                  document: party.document,
                  ispb: party.ispb,
                  branch: party.branch,
                  account: party.account,
                  account_type: party.account_type,
              },
        created_at: new Date().toISOString(),
    };
    ctx.store.state.pixFavorites.push(favorite);
    ctx.store.save('pixFavorites');
    return favorite;
}

const create = (ctx: Context) => {
    const errors: FieldErrors = {};
    const name = text(ctx.body.name);
    if (name.length < FAVORITE_NAME.min || name.length > FAVORITE_NAME.max)
        errors.name = [PIX_TEXTS.favoriteName];
    const typedKey = text(ctx.body.key);
    let party: PixParty | null | undefined;
    if (typedKey && ctx.body.bank_data) errors.key = [PIX_TEXTS.recipientMany];
    else if (typedKey) {
        const canonical = canonicalKey(typedKey);
        const entry = canonical && activeEntry(ctx.store.state, canonical.key);
        party = entry ? partyOfKey(ctx.store.state, entry) : null;
        if (!party) errors.key = [PIX_TEXTS.keyNotFound];
    } else if (ctx.body.bank_data) {
        party = readBankData(ctx.store.state, ctx.body.bank_data, errors)?.party;
    } else errors.key = [PIX_TEXTS.recipientRequired];
    assertValid(errors);
    if (!party) throw notFound();
    const recipient = typedKey ? party : { ...party, key: null };
    if (favoritesOf(ctx).some((f) => sameRecipient(f, recipient.key, recipient)))
        throw validationError({ key: [PIX_TEXTS.favoriteDuplicate] });
    return json({ data: favoriteView(ctx, saveFavorite(ctx, recipient, name)) }, 201);
};

const { pixTransactionStore } = PERMISSIONS;

export const pixFavoriteHandlers = [
    pixRoute('get', 'pix/favorites', pixTransactionStore, (ctx) => ({
        data: favoritesOf(ctx)
            .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
            .map((f) => favoriteView(ctx, f)),
    })),
    pixRoute('post', 'pix/favorites', pixTransactionStore, create),
    pixRoute('delete', 'pix/favorites/:id', pixTransactionStore, (ctx) => {
        const favorite = favoritesOf(ctx).find((f) => String(f.id) === ctx.params.id);
        if (!favorite) throw notFound();
        ctx.store.state.pixFavorites = ctx.store.state.pixFavorites.filter((f) => f.id !== favorite.id);
        ctx.store.save('pixFavorites');
        return {};
    }),
];
