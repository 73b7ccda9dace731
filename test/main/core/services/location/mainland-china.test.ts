import { describe, expect, it } from 'vitest';
import { isInMainlandChina } from '../../../../../main/core/services/location/coordinates/mainland-china.ts';

const inside: Record<string, [number, number]> = {
  Beijing: [39.9042, 116.4074],
  Shanghai: [31.2304, 121.4737],
  'Shenzhen, Futian': [22.5431, 114.0579],
  'Shenzhen, Luohu border crossing': [22.545, 114.12],
  'Shekou, across Deep Bay from Hong Kong': [22.485, 113.92],
  'Zhuhai, Gongbei by the Macau border': [22.225, 113.55],
  'Hengqin, beside Macau': [22.12, 113.52],
  Xiamen: [24.4798, 118.0894],
  'Zhoushan islands': [30.0163, 122.1066],
  'Dalian, Lüshun': [38.812, 121.261],
  Haikou: [20.044, 110.1999],
  Sanya: [18.2528, 109.512],
  Nanning: [22.817, 108.3665],
  Kunming: [25.0389, 102.7183],
  Dandong: [40.1292, 124.3947],
  Harbin: [45.8038, 126.535],
  Mohe: [52.9724, 122.5386],
  Urumqi: [43.8256, 87.6168],
  Kashgar: [39.4704, 75.9898],
  Lhasa: [29.65, 91.1],
  Hohhot: [40.8426, 111.749],
};

const outside: Record<string, [number, number]> = {
  Seoul: [37.5665, 126.978],
  Pyongyang: [39.0392, 125.7625],
  Hanoi: [21.0278, 105.8342],
  Haiphong: [20.8449, 106.6881],
  Taipei: [25.033, 121.5654],
  Kaohsiung: [22.6273, 120.3014],
  Penghu: [23.5711, 119.5793],
  'Hong Kong, Central': [22.2819, 114.1583],
  'Hong Kong, Kowloon': [22.3193, 114.1694],
  'Hong Kong airport': [22.308, 113.9185],
  'Hong Kong, Sheung Shui': [22.5014, 114.1286],
  'Macau peninsula': [22.1935, 113.5439],
  Taipa: [22.1565, 113.5593],
  Tokyo: [35.6762, 139.6503],
  Manila: [14.5995, 120.9842],
  Ulaanbaatar: [47.8864, 106.9057],
  Vladivostok: [43.1198, 131.8869],
  Almaty: [43.222, 76.8512],
  Kathmandu: [27.7172, 85.324],
  Thimphu: [27.4728, 89.639],
  Mandalay: [21.9588, 96.0891],
  Vientiane: [17.9757, 102.6331],
  Islamabad: [33.6844, 73.0479],
  'Paracel Islands (not covered)': [16.8333, 112.3333],
  Paris: [48.8566, 2.3522],
  Sydney: [-33.8688, 151.2093],
};

describe('the mainland-China test', () => {
  it.each(Object.entries(inside))('counts %s as mainland China', (_name, [lat, lng]) => {
    expect(isInMainlandChina({ lat, lng })).toBe(true);
  });

  it.each(Object.entries(outside))('does not count %s', (_name, [lat, lng]) => {
    expect(isInMainlandChina({ lat, lng })).toBe(false);
  });
});
