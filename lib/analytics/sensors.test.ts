import { sensorsOptions, startSensors } from './sensors';

const sdk = { init: jest.fn(), registerPage: jest.fn(), quick: jest.fn(), login: jest.fn(), logout: jest.fn() };
jest.mock('sa-sdk-javascript', () => ({ __esModule: true, default: sdk }));

describe('startSensors', () => {
  it('initialises the SDK with the configured URL, then tracks page views', async () => {
    await startSensors('https://collect.example/sensors/collect', 'android');
    expect(sdk.init).toHaveBeenCalledWith(sensorsOptions('https://collect.example/sensors/collect'));
    expect(sdk.init.mock.calls[0][0]).toMatchObject({ server_url: 'https://collect.example/sensors/collect', is_track_single_page: true });
    expect(sdk.registerPage).toHaveBeenCalledWith({ platform_type: 'android' });
    expect(sdk.quick).toHaveBeenCalledWith('autoTrack');
    expect(sdk.init.mock.invocationCallOrder[0]).toBeLessThan(sdk.quick.mock.invocationCallOrder[0]);
  });
});
