import { describe, expect, it } from 'vitest';
import { chooseProvider, isMainlandChineseText } from '../../../../../main/core/services/location/provider-choice.ts';

const point = (lat: number, lng: number) => ({ lat, lng, system: 'WGS-84' as const });

describe('choosing the map provider', () => {
  it('sends Chinese text to Amap, other text to Google Maps', () => {
    expect(chooseProvider({ texts: ['北京市朝阳区阜通东大街6号'], points: [] }).provider).toBe('amap');
    expect(chooseProvider({ texts: ['咖啡', 'Starbucks'], points: [] }).provider).toBe('amap');
    expect(chooseProvider({ texts: ['Eiffel Tower, Paris'], points: [] }).provider).toBe('google');
    expect(chooseProvider({ texts: [], points: [] }).provider).toBe('google');
  });

  it('keeps Japanese and Chinese-written names of Hong Kong, Macau and Taiwan away from Amap', () => {
    expect(isMainlandChineseText('東京タワー')).toBe(false);
    expect(isMainlandChineseText('東京駅')).toBe(false);
    expect(isMainlandChineseText('新宿のラーメン')).toBe(false);
    expect(isMainlandChineseText('香港尖沙咀')).toBe(false);
    expect(isMainlandChineseText('澳門大三巴')).toBe(false);
    expect(isMainlandChineseText('臺北101')).toBe(false);
    expect(isMainlandChineseText('高雄市')).toBe(false);
    expect(isMainlandChineseText('深圳市福田区')).toBe(true);
    expect(isMainlandChineseText('Shenzhen')).toBe(false);
  });

  it('goes by the points when there are any: Amap only when all of them are in mainland China', () => {
    expect(chooseProvider({ texts: [], points: [point(39.9, 116.4)] })).toEqual({ provider: 'amap', reason: 'the point is in mainland China' });
    expect(chooseProvider({ texts: [], points: [point(37.5665, 126.978)] }).provider).toBe('google');
    expect(chooseProvider({ texts: [], points: [point(22.3193, 114.1694)] }).provider).toBe('google');
    expect(chooseProvider({ texts: ['北京'], points: [point(39.9, 116.4), point(37.5665, 126.978)] }).provider).toBe('google');
  });

  it('lets region force either provider', () => {
    expect(chooseProvider({ region: 'global', texts: ['北京市'], points: [point(39.9, 116.4)] }).provider).toBe('google');
    expect(chooseProvider({ region: 'cn', texts: ['Paris'], points: [] })).toEqual({ provider: 'amap', reason: 'region "cn" was asked for' });
  });
});
