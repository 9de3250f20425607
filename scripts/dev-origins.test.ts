import type { NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import { devOrigins, lanAddresses } from './dev-origins.mjs';

const mac = '02:00:00:00:00:01';
const v4 = (address: string, internal = false): NetworkInterfaceInfo => ({ address, family: 'IPv4', internal, netmask: '255.255.255.0', mac, cidr: null });
const v6 = (address: string, internal = false): NetworkInterfaceInfo => ({ address, family: 'IPv6', internal, netmask: 'ffff:ffff:ffff:ffff::', mac, cidr: null, scopeid: 0 });

/** A computer in an office: Wi-Fi and a cable, each with its own address. */
const office: ReturnType<typeof networkInterfaces> = {
  lo: [v4('127.0.0.1', true), v6('::1', true)],
  wlan0: [v4('192.168.1.23'), v6('FD12:3456::23'), v6('fe80::1c2b:3ff:fe4d:5e6f')],
  eth0: [v4('10.0.0.5')],
};

describe('devOrigins', () => {
  it('lists the loopback names and this machine’s own addresses, as host names the way a URL writes them', () => {
    expect(devOrigins(office)).toEqual(['localhost', '127.0.0.1', '[::1]', '192.168.1.23', '[fd12:3456::23]', '10.0.0.5']);
  });

  it('leaves out link-local IPv6 addresses, which a browser cannot open', () => {
    expect(devOrigins(office).some((host) => host.startsWith('[fe80'))).toBe(false);
  });

  it('still lists the loopback on a machine without a network', () => {
    expect(devOrigins({})).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });

  it('matches the host of every address it lists (Next compares the page’s host name)', () => {
    for (const host of devOrigins(office)) expect(new URL(`http://${host}:3000/admin`).hostname).toBe(host);
  });
});

describe('lanAddresses', () => {
  it('is the IPv4 addresses a phone on the same network can open', () => {
    expect(lanAddresses(office)).toEqual(['192.168.1.23', '10.0.0.5']);
  });
});
