#!/usr/bin/env python3
"""Keccak-f[1600] forms for the EIP-55 check, measured side by side (issue 35).

Writes KeccakForms.java into a scratch folder (default /work/scratch/keccak-forms, outside the project), compiles it
against sdk-tokenlist's classes and runs it. It times seven ways to digest N lower-cased 40-digit addresses (one
Keccak-f[1600] each), every one checked first to give the same lanes 0-2 as the shipping Keccak256.permute:

  S0  the shipping Keccak256.permute (lanes in locals, one round a loop iteration, rho and pi in place)
  S1  two rounds a loop iteration, A -> E -> A with B temporaries (the shape of XKCP's opt64 unrolled C code)
  S2  S0's round body, its first round on the sparse single-block state (the JIT folds the zero lanes) and its last
      round computing only lanes 0-2 (what EIP-55 reads); made from KeccakF1600.java's own loop body
  V1  a lane-sliced batch (25 arrays of N lanes), one loop per theta column and per output row, left to C2's
      SuperWord auto-vectoriser (AVX2 here)
  V2  the same batch, one small loop per lane and step
  S3  S1 with the lane-complementing transform (XKCP's "bebigokimisa": lanes 1, 2, 8, 12, 17, 20 held complemented,
      one NOT a row in chi instead of five; nothing to save where BMI1's andn makes ~b & c one instruction)
  S4  S0's loop on the five digit lanes passed as arguments (no state array, no zeroing), only lanes 0-2 stored

Each line printed gives the fastest time of the last 500 rounds per address (the minimum, so a busy machine's
preemptions drop out). Usage, from the repository root after sdk-tokenlist is compiled:

  python3 benchmarks/peers/tokenlists/keccak-forms.py [N=1629] [ROUNDS=2000]
"""
import os
import re
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
classes = os.pathsep.join([os.path.join(root, 'sdk-tokenlist', 'target', 'classes'),
                          os.path.join(root, 'sdk-models', 'target', 'classes')])
keccak_java = os.path.join(root, 'sdk-models', 'src', 'main', 'java', 'io', 'tradingsdk', 'models', 'internal', 'KeccakF1600.java')
scratch = os.environ.get('SCRATCH', '/work/scratch/keccak-forms')
n = sys.argv[1] if len(sys.argv) > 1 else '1629'
rounds = sys.argv[2] if len(sys.argv) > 2 else '2000'

# rho offsets r[x][y], FIPS 202 algorithm 2; pi: B[x][y] = A[(x + 3y) % 5][x].
R = [[0] * 5 for _ in range(5)]
x, y = 1, 0
for t in range(24):
    R[x][y] = ((t + 1) * (t + 2) // 2) % 64
    x, y = y, (2 * x + 3 * y) % 5


def source(x, y):
    return (x + 3 * y) % 5, x


def s1_round(a, e, rc):
    lines = ['c%d = %s0%d ^ %s%02d ^ %s%02d ^ %s%02d ^ %s%02d;' % (c, a, c, a, c + 5, a, c + 10, a, c + 15, a, c + 20)
             for c in range(5)]
    lines += ['d%d = c%d ^ Long.rotateLeft(c%d, 1);' % (c, (c + 4) % 5, (c + 1) % 5) for c in range(5)]
    for yy in range(5):
        for xx in range(5):
            sx, sy = source(xx, yy)
            lane = '%s%02d ^ d%d' % (a, sx + 5 * sy, sx)
            lines.append('b%d = %s;' % (xx, 'Long.rotateLeft(%s, %d)' % (lane, R[sx][sy]) if R[sx][sy] else lane))
        for xx in range(5):
            chi = 'b%d ^ (~b%d & b%d)' % (xx, (xx + 1) % 5, (xx + 2) % 5)
            lines.append('%s%02d = %s%s;' % (e, xx + 5 * yy, chi, ' ^ ' + rc if xx + yy == 0 else ''))
    return lines


# chi of the lane-complementing transform (XKCP's "bebigokimisa"): lanes 1, 2, 8, 12, 17 and 20 are held complemented
# between rounds, so chi needs one NOT a row instead of five; per row, the five output expressions of b0..b4.
BEBIGOKIMISA = [
    ['b0 ^ (b1 | b2)', 'b1 ^ (~b2 | b3)', 'b2 ^ (b3 & b4)', 'b3 ^ (b4 | b0)', 'b4 ^ (b0 & b1)'],
    ['b0 ^ (b1 | b2)', 'b1 ^ (b2 & b3)', 'b2 ^ (b3 | ~b4)', 'b3 ^ (b4 | b0)', 'b4 ^ (b0 & b1)'],
    ['b0 ^ (b1 | b2)', 'b1 ^ (b2 & b3)', 'b2 ^ (~b3 & b4)', '~b3 ^ (b4 | b0)', 'b4 ^ (b0 & b1)'],
    ['b0 ^ (b1 & b2)', 'b1 ^ (b2 | b3)', 'b2 ^ (~b3 | b4)', '~b3 ^ (b4 & b0)', 'b4 ^ (b0 | b1)'],
    ['b0 ^ (~b1 & b2)', '~b1 ^ (b2 | b3)', 'b2 ^ (b3 & b4)', 'b3 ^ (b4 | b0)', 'b4 ^ (b0 & b1)'],
]
COMPLEMENTED = [1, 2, 8, 12, 17, 20]


def s3_round(a, e, rc):
    lines = s1_round(a, e, rc)
    out = []
    for line in lines:
        m = re.match(r'%s(\d\d) = b(\d) \^ \(~b\d & b\d\)(.*);' % e, line)
        if m:
            lane, xx, tail = int(m.group(1)), int(m.group(2)), m.group(3)
            line = '%s%02d = %s%s;' % (e, lane, BEBIGOKIMISA[lane // 5][xx], tail)
        out.append(line)
    return out


def v1_round(a, e):
    lines = ['{ long[] p0 = %s[%d], p1 = %s[%d], p2 = %s[%d], p3 = %s[%d], p4 = %s[%d], q = C[%d]; '
             'for (int i = 0; i < n; i++) q[i] = p0[i] ^ p1[i] ^ p2[i] ^ p3[i] ^ p4[i]; }'
             % (a, c, a, c + 5, a, c + 10, a, c + 15, a, c + 20, c) for c in range(5)]
    lines += ['{ long[] p = C[%d], m = C[%d], q = D[%d]; for (int i = 0; i < n; i++) q[i] = p[i] ^ Long.rotateLeft(m[i], 1); }'
              % ((c + 4) % 5, (c + 1) % 5, c) for c in range(5)]
    for yy in range(5):
        decl, body = [], []
        for xx in range(5):
            sx, sy = source(xx, yy)
            decl.append('s%d = %s[%d], t%d = D[%d]' % (xx, a, sx + 5 * sy, xx, sx))
            lane = 's%d[i] ^ t%d[i]' % (xx, xx)
            body.append('long b%d = %s;' % (xx, 'Long.rotateLeft(%s, %d)' % (lane, R[sx][sy]) if R[sx][sy] else lane))
        for xx in range(5):
            decl.append('o%d = %s[%d]' % (xx, e, xx + 5 * yy))
            body.append('o%d[i] = b%d ^ (~b%d & b%d)%s;' % (xx, xx, (xx + 1) % 5, (xx + 2) % 5, ' ^ rc' if xx + yy == 0 else ''))
        lines.append('{ long[] %s; for (int i = 0; i < n; i++) { %s } }' % (', '.join(decl), ' '.join(body)))
    return lines


def v2_round(a, e):
    lines = v1_round(a, e)[:10]
    for yy in range(5):
        for xx in range(5):
            sx, sy = source(xx, yy)
            lines.append('{ long[] s = %s[%d], t = D[%d], q = B[%d]; for (int i = 0; i < n; i++) q[i] = Long.rotateLeft(s[i] ^ t[i], %d); }'
                         % (a, sx + 5 * sy, sx, xx + 5 * yy, R[sx][sy]))
    for yy in range(5):
        for xx in range(5):
            lines.append('{ long[] b0 = B[%d], b1 = B[%d], b2 = B[%d], q = %s[%d]; for (int i = 0; i < n; i++) q[i] = b0[i] ^ (~b1[i] & b2[i])%s; }'
                         % (xx + 5 * yy, (xx + 1) % 5 + 5 * yy, (xx + 2) % 5 + 5 * yy, e, xx + 5 * yy, ' ^ rc' if xx + yy == 0 else ''))
    return lines


def indent(lines, k):
    return '\n'.join(' ' * k + line for line in lines)


# S2: the shipping round body, taken from KeccakF1600.java (the permutation Keccak256 calls) so the form follows it.
text = open(keccak_java).read()
start = text.index('    for (int round = 0; round < 24; round++) {\n') + len('    for (int round = 0; round < 24; round++) {\n')
body = text[start:text.index('      a00 ^= ROUND_CONSTANTS[round];\n    }')]
body = re.sub(r'long ([cdut]\d*) =', r'\1 =', body)
last = body[:body.index('      // chi, row by row')] + (
    '      c0 = a00; c1 = a01; c2 = a02; c3 = a03; c4 = a04;\n'
    '      a00 = c0 ^ (~c1 & c2);\n      a01 = c1 ^ (~c2 & c3);\n      a02 = c2 ^ (~c3 & c4);\n')

TAIL = r"""  static long[][] addrs(int n) {
    Random rnd = new Random(42);
    long[][] a = new long[n][5];
    String hex = "0123456789abcdef";
    for (int k = 0; k < n; k++) {
      for (int l = 0; l < 5; l++) {
        long v = 0;
        for (int b = 7; b >= 0; b--) v = (v << 8) | hex.charAt(rnd.nextInt(16));
        a[k][l] = v;
      }
    }
    return a;
  }

  static void init(long[] s, long[] d) {
    for (int l = 0; l < 5; l++) s[l] = d[l] | 0x2020202020202020L;
    for (int l = 5; l < 25; l++) s[l] = 0;
    s[5] = 1; s[16] = 0x80L << 56;
  }

  interface Form {
    /** Digests n addresses (5 digit lanes each, either case) and returns lanes 0..2 of each digest into out[3k..3k+3). */
    void run(long[][] addresses, int n, long[] out);
  }

  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    int reps = Integer.parseInt(args[1]);
    long[][] ad = addrs(n);
    long[] s = new long[25];
    long[][] A = new long[25][n], E = new long[25][n], C = new long[5][n], D = new long[5][n], B = new long[25][n];
    long[] in5 = new long[5], o3 = new long[3];
    String[] names = {"S0 shipping Keccak256.permute", "S1 two rounds a loop, A->E->A (XKCP opt64 shape)",
        "S2 S0 with round 1 on the sparse state and round 24 only for lanes 0-2",
        "V1 lane-sliced batch, one loop per output row", "V2 lane-sliced batch, one loop per lane and step",
        "S3 S1 with the lane-complementing transform (XKCP's bebigokimisa: one NOT a row in chi)",
        "S4 S0's loop on lanes taken as arguments (no state array), only lanes 0-2 stored"};
    Form[] forms = {
      (a, m, out) -> { for (int k = 0; k < m; k++) { init(s, a[k]); Keccak256.permute(s); out[3 * k] = s[0]; out[3 * k + 1] = s[1]; out[3 * k + 2] = s[2]; } },
      (a, m, out) -> { for (int k = 0; k < m; k++) { init(s, a[k]); permuteS1(s); out[3 * k] = s[0]; out[3 * k + 1] = s[1]; out[3 * k + 2] = s[2]; } },
      (a, m, out) -> { for (int k = 0; k < m; k++) { long[] d = a[k]; for (int l = 0; l < 5; l++) in5[l] = d[l] | 0x2020202020202020L; digest40S2(in5, o3); out[3 * k] = o3[0]; out[3 * k + 1] = o3[1]; out[3 * k + 2] = o3[2]; } },
      (a, m, out) -> { batchInit(a, m, A); permuteBatch(A, E, C, D, m); batchOut(A, m, out); },
      (a, m, out) -> { batchInit(a, m, A); permuteBatch2(A, E, B, C, D, m); batchOut(A, m, out); },
      (a, m, out) -> { for (int k = 0; k < m; k++) { init(s, a[k]); permuteS3(s); out[3 * k] = s[0]; out[3 * k + 1] = s[1]; out[3 * k + 2] = s[2]; } },
      (a, m, out) -> { for (int k = 0; k < m; k++) { long[] d = a[k]; long l = 0x2020202020202020L; digest40S4(d[0] | l, d[1] | l, d[2] | l, d[3] | l, d[4] | l, o3); out[3 * k] = o3[0]; out[3 * k + 1] = o3[1]; out[3 * k + 2] = o3[2]; } },
    };
    long[] expected = new long[3 * n];
    long[] got = new long[3 * n];
    forms[0].run(ad, n, expected);
    for (int f = 1; f < forms.length; f++) {
      forms[f].run(ad, n, got);
      if (!java.util.Arrays.equals(expected, got)) throw new AssertionError(names[f] + " differs from S0");
    }
    long[] min = new long[forms.length];
    java.util.Arrays.fill(min, Long.MAX_VALUE);
    long sink = 0;
    for (int round = 1; round <= reps; round++) {
      for (int f = 0; f < forms.length; f++) {
        long t0 = System.nanoTime();
        forms[f].run(ad, n, got);
        min[f] = Math.min(min[f], System.nanoTime() - t0);
        sink += got[0];
      }
      if (round % 500 == 0) {
        StringBuilder line = new StringBuilder("after " + round + " rounds, fastest ns per address:");
        for (int f = 0; f < forms.length; f++) line.append(String.format("  %s %.0f", names[f].substring(0, 2), min[f] / (double) n));
        System.out.println(line);
        java.util.Arrays.fill(min, Long.MAX_VALUE);
      }
    }
    for (String name : names) System.out.println(name);
    System.out.println("(sink " + sink + ")");
  }

  static void batchInit(long[][] a, int n, long[][] A) {
    for (int k = 0; k < n; k++) {
      long[] d = a[k];
      for (int l = 0; l < 5; l++) A[l][k] = d[l] | 0x2020202020202020L;
      for (int l = 5; l < 25; l++) A[l][k] = 0;
      A[5][k] = 1;
      A[16][k] = 0x80L << 56;
    }
  }

  static void batchOut(long[][] A, int n, long[] out) {
    for (int k = 0; k < n; k++) { out[3 * k] = A[0][k]; out[3 * k + 1] = A[1][k]; out[3 * k + 2] = A[2][k]; }
  }
}
"""

java = """package io.tradingsdk.tokenlist;

import java.util.Random;

/** Generated by benchmarks/peers/tokenlists/keccak-forms.py: see there. */
public class KeccakForms {
  static final long[] RC = java.util.stream.IntStream.range(0, 24).mapToLong(io.tradingsdk.models.internal.KeccakF1600::roundConstant).toArray();

  static void permuteS1(long[] s) {
    long %(lanes)s;
    long %(elanes)s;
    long c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, b0, b1, b2, b3, b4;
    for (int r = 0; r < 24; r += 2) {
%(s1a)s
%(s1b)s
    }
%(store)s
  }

  static void permuteS3(long[] s) {
    long %(lanes)s;
    long %(elanes)s;
    long c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, b0, b1, b2, b3, b4;
%(s3in)s
    for (int r = 0; r < 24; r += 2) {
%(s3a)s
%(s3b)s
    }
%(s3in)s
%(store)s
  }

  static void digest40S4(long i0, long i1, long i2, long i3, long i4, long[] out) {
    long a00 = i0, a01 = i1, a02 = i2, a03 = i3, a04 = i4, a05 = 1L, a06 = 0, a07 = 0, a08 = 0,
        a09 = 0, a10 = 0, a11 = 0, a12 = 0, a13 = 0, a14 = 0, a15 = 0, a16 = 0x80L << 56, a17 = 0, a18 = 0, a19 = 0,
        a20 = 0, a21 = 0, a22 = 0, a23 = 0, a24 = 0;
    long c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, t, %(us)s;
    for (int round = 0; round < 24; round++) {
%(body)s      a00 ^= RC[round];
    }
    out[0] = a00;
    out[1] = a01;
    out[2] = a02;
  }

  static void permuteBatch(long[][] A, long[][] E, long[][] C, long[][] D, int n) {
    for (int r = 0; r < 24; r += 2) {
      long rc = RC[r];
%(v1a)s
      rc = RC[r + 1];
%(v1b)s
    }
  }

  static void permuteBatch2(long[][] A, long[][] E, long[][] B, long[][] C, long[][] D, int n) {
    for (int r = 0; r < 24; r += 2) {
      long rc = RC[r];
%(v2a)s
      rc = RC[r + 1];
%(v2b)s
    }
  }

  static void digest40S2(long[] in, long[] out) {
    long a00 = in[0], a01 = in[1], a02 = in[2], a03 = in[3], a04 = in[4], a05 = 1L, a06 = 0, a07 = 0, a08 = 0,
        a09 = 0, a10 = 0, a11 = 0, a12 = 0, a13 = 0, a14 = 0, a15 = 0, a16 = 0x80L << 56, a17 = 0, a18 = 0, a19 = 0,
        a20 = 0, a21 = 0, a22 = 0, a23 = 0, a24 = 0;
    long c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, t, %(us)s;
%(body)s      a00 ^= RC[0];
    for (int round = 1; round < 23; round++) {
%(body)s      a00 ^= RC[round];
    }
%(last)s      a00 ^= RC[23];
    out[0] = a00;
    out[1] = a01;
    out[2] = a02;
  }

%(tail)s""" % {
    'lanes': ', '.join('a%02d = s[%d]' % (i, i) for i in range(25)),
    'elanes': ', '.join('e%02d' % i for i in range(25)),
    's3in': indent(['a%02d = ~a%02d;' % (i, i) for i in COMPLEMENTED], 4),
    's3a': indent(s3_round('a', 'e', 'RC[r]'), 6), 's3b': indent(s3_round('e', 'a', 'RC[r + 1]'), 6),
    's1a': indent(s1_round('a', 'e', 'RC[r]'), 6), 's1b': indent(s1_round('e', 'a', 'RC[r + 1]'), 6),
    'store': indent(['s[%d] = a%02d;' % (i, i) for i in range(25)], 4),
    'v1a': indent(v1_round('A', 'E'), 6), 'v1b': indent(v1_round('E', 'A'), 6),
    'v2a': indent(v2_round('A', 'E'), 6), 'v2b': indent(v2_round('E', 'A'), 6),
    'us': ', '.join('u%d' % i for i in range(23)), 'body': body, 'last': last, 'tail': TAIL}

folder = os.path.join(scratch, 'io', 'tradingsdk', 'tokenlist')
os.makedirs(folder, exist_ok=True)
with open(os.path.join(folder, 'KeccakForms.java'), 'w') as f:
    f.write(java)
out = os.path.join(scratch, 'classes')
subprocess.run(['javac', '-cp', classes, '-d', out, os.path.join(folder, 'KeccakForms.java')], check=True)
subprocess.run(['java', '-cp', out + os.pathsep + classes, 'io.tradingsdk.tokenlist.KeccakForms', n, rounds], check=True)
