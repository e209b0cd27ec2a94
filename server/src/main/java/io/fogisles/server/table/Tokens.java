package io.fogisles.server.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Table codes and tokens. A token is 192 random bits from {@link SecureRandom} (URL-safe Base64), unguessable;
 * only its SHA-256 is kept, so a copy of the database gives nobody a seat. A table code is short, for people to
 * read out: 6 letters and digits without look-alikes (0/O, 1/I/L), about 10⁹ codes. A code lets one watch or
 * join; acting needs a token.
 */
public final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

    private Tokens() {
    }

    public static String newToken() {
        byte[] b = new byte[24];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    public static String newCode() {
        StringBuilder b = new StringBuilder(6);
        for (int i = 0; i < 6; i++) b.append(CODE_ALPHABET.charAt(RANDOM.nextInt(CODE_ALPHABET.length())));
        return b.toString();
    }

    /** A game's seed: secret, never sent. */
    public static long newSeed() {
        return RANDOM.nextLong();
    }

    public static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JDK", e);
        }
    }

    /** Compares two hashes in time independent of where they differ. */
    public static boolean same(String hashA, String hashB) {
        return hashA != null && hashB != null
                && MessageDigest.isEqual(hashA.getBytes(StandardCharsets.US_ASCII), hashB.getBytes(StandardCharsets.US_ASCII));
    }

    /** A code as typed by a person: upper case, spaces and dashes left out. */
    public static String normalizeCode(String code) {
        return code.toUpperCase(java.util.Locale.ROOT).replace("-", "").replace(" ", "");
    }
}
