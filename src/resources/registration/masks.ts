/** CNPJ as typed, letters upper-cased (alphanumeric CNPJ): '12abc34501de35' → '12.ABC.345/01DE-35'. */
export const typeCnpj = (text: string) => {
    const chars = text
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(0, 14);
    const cuts: [number, string][] = [
        [2, '.'],
        [5, '.'],
        [8, '/'],
        [12, '-'],
    ];
    let out = '';
    for (let i = 0; i < chars.length; i++) {
        const cut = cuts.find(([at]) => at === i);
        if (cut) out += cut[1];
        out += chars[i];
    }
    return out;
};
