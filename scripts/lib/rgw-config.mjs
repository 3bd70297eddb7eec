// The ceph.conf of rgw.mjs's one-node cluster: one monitor, one OSD on a sparse file and the gateway, all on
// 127.0.0.1 with every path inside the cluster's temporary directory `dir`. Why each setting: beside it.

/** @param {{ dir: string, fsid: string, monPort: number, rgwPort: number }} cluster */
export function cephConfig({ dir, fsid, monPort, rgwPort }) {
  return `[global]
fsid = ${fsid}
mon host = [v2:127.0.0.1:${monPort}]
mon initial members = a
public addr = 127.0.0.1
ms bind ipv6 = false
ms bind msgr1 = false
# No keys between the daemons: one machine, loopback only. With auth none, clients must still be told to accept
# a plain (crc) connection to the monitor, or radosgw retries error -13 (EACCES) forever.
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
# Meaningless without keys; its health warning would only hide real ones.
mon warn on insecure global id reclaim allowed = false
ms client mode = crc
ms service mode = crc
ms cluster mode = crc
ms mon service mode = crc
ms mon cluster mode = crc
keyring = ${dir}/keyring
run dir = ${dir}/run
admin socket = ${dir}/run/$name.asok
pid file = ${dir}/run/$name.pid
log file = ${dir}/log/$name.log
log to stderr = false
err to stderr = false
mon cluster log file = ${dir}/log/cluster.log
crash dir = ${dir}/crash
# One copy of everything, on the one OSD; few placement groups.
osd pool default size = 1
osd pool default min size = 1
mon allow pool size one = true
mon warn on pool no redundancy = false
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
# The monitor's store sits on the machine's disk beside everything else: warn only when that is nearly full.
mon data avail warn = 2
# Small and quiet: a test server shares the machine with the app and its tests.
ms async op threads = 1

[mon]
mon data = ${dir}/mon
mon compact on start = false
# Each pool radosgw creates is a change of the OSD map; by default the monitor batches changes for a second, and
# the gateway makes its pools one after another.
paxos propose interval = 0.05
paxos min wait = 0.01

[osd]
osd data = ${dir}/osd
osd objectstore = bluestore
# The "disk": a sparse file, beside the OSD's folder (bluestore links osd/block to it; the same path would loop).
bluestore block path = ${dir}/osd.block
bluestore block create = true
bluestore block size = 21474836480
bluestore block db create = false
bluestore block wal create = false
bluestore fsck on mkfs = false
bluestore cache autotune = false
bluestore cache size = 67108864
osd memory target = 536870912
osd memory base = 134217728
osd memory cache min = 33554432
osd op num shards = 1
osd op num threads per shard = 2
osd heartbeat grace = 60

[client.rgw.a]
# The gateway starts before the OSD is up; an operation waiting for it looks for a newer OSD map at each tick
# (5 s by default).
objecter tick interval = 0.5
rgw frontends = beast endpoint=127.0.0.1:${rgwPort}
rgw data = ${dir}/rgw
rgw thread pool size = 32
rgw enable usage log = false
rgw dynamic resharding = false
rgw enable apis = s3, admin
log file = ${dir}/log/rgw.log
`;
}
