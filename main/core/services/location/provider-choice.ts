import { isInMainlandChina } from './coordinates/mainland-china.ts';
import type { Coordinates, MapProviderName } from './types.ts';

export type RegionChoice = 'cn' | 'global';

const hanCharacter = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const kana = /[\u3040-\u30ff]/;

/**
 * Han-script names of places outside mainland China: Hong Kong, Macau and Taiwan (simplified and
 * traditional forms) and the best-known Japanese cities written in kanji alone. A name missing here
 * still goes to Amap; `region: "global"` overrides.
 */
const outsideMainlandNames = [
  '香港', '九龙', '九龍', '尖沙咀', '旺角', '铜锣湾', '銅鑼灣', '中环', '中環', '新界', '澳门', '澳門', '氹仔', '路环', '路環',
  '台湾', '台灣', '臺灣', '台北', '臺北', '新北', '桃园', '桃園', '台中', '臺中', '台南', '臺南', '高雄', '基隆', '新竹',
  '嘉义', '嘉義', '花莲', '花蓮', '澎湖', '金门', '金門', '马祖', '馬祖',
  '日本', '東京', '东京', '大阪', '京都', '横浜', '横滨', '名古屋', '札幌', '福岡', '神戸', '沖縄', '北海道',
];

/** Text meant for a map of mainland China: Han characters, no Japanese kana, no name of a place outside the mainland. */
export function isMainlandChineseText(text: string): boolean {
  if (!hanCharacter.test(text) || kana.test(text)) return false;
  return !outsideMainlandNames.some((name) => text.includes(name));
}

export interface ProviderChoice {
  provider: MapProviderName;
  /** Why, in a few words, for the model's answer. */
  reason: string;
}

/**
 * Amap for mainland China, Google Maps for the rest of the world. A forced region wins; then the
 * points (Amap only when every one lies in mainland China, as Amap routes nowhere else); then the
 * text.
 */
export function chooseProvider(input: { region?: RegionChoice; texts: readonly string[]; points: readonly Coordinates[] }): ProviderChoice {
  if (input.region === 'cn') return { provider: 'amap', reason: 'region "cn" was asked for' };
  if (input.region === 'global') return { provider: 'google', reason: 'region "global" was asked for' };
  if (input.points.length > 0) {
    return input.points.every((point) => isInMainlandChina(point))
      ? { provider: 'amap', reason: 'the point is in mainland China' }
      : { provider: 'google', reason: 'a point lies outside mainland China' };
  }
  if (input.texts.some((text) => isMainlandChineseText(text))) return { provider: 'amap', reason: 'the text is Chinese' };
  return { provider: 'google', reason: 'nothing points to mainland China' };
}
