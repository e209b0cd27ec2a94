package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code simulate --report FILE.html} looked at in a real browser: Debian's headless Chromium renders the
 * page to a PNG, and the picture must show the charts (their colours, in quantity), not a blank page.
 * {@code .ci/run} installs {@code chromium}.
 */
class SimulationReportBrowserTest {

    /** The Chromium of the machine (Debian's package is {@code chromium}). */
    static Path chromium() {
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(java.io.File.pathSeparator)) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) return p;
            }
        }
        throw new AssertionError("no Chromium found on PATH: install Debian's 'chromium' package (.ci/run does) to run the report's browser test");
    }

    /** Renders a page to a PNG with a fresh profile, nothing fetched in the background. */
    static BufferedImage render(Path html, Path dir, int width, int height) throws Exception {
        Path png = dir.resolve("page.png"), log = dir.resolve("chromium.log");
        List<String> cmd = new ArrayList<>(List.of(chromium().toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--user-data-dir=" + dir.resolve("profile"), "--hide-scrollbars",
                "--window-size=" + width + "," + height, "--screenshot=" + png, html.toUri().toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) { // a guard against a hung browser; a busy machine makes it slow
            p.destroyForcibly();
            throw new AssertionError("Chromium did not finish within 300 s: " + Files.readString(log));
        }
        assertTrue(Files.isRegularFile(png), "Chromium wrote no picture (exit " + p.exitValue() + "): " + Files.readString(log));
        BufferedImage img = ImageIO.read(png.toFile());
        assertNotNull(img, "not a PNG: " + png);
        return img;
    }

    @Test
    @DisplayName("--report writes one self-contained page with four inline-SVG charts, and Chromium renders it: not blank, the charts' colours are there")
    void reportInBrowser(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("r.html");
        CliFixture.Result r = CliFixture.run("simulate", "--games", "300", "--players", "4", "--seed", "1", "--threads", "2", "--no-progress", "--house-rule",
                "grand-cities", "--report", report.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("report: " + report.toAbsolutePath()), r.out());
        String html = Files.readString(report);
        for (String chart : List.of("totals", "differences", "winrates", "length"))
            assertTrue(html.contains("<svg class=\"chart " + chart + "\""), "the " + chart + " chart is in the page");
        assertFalse(html.toLowerCase(java.util.Locale.ROOT).contains("http"), "the page loads nothing from elsewhere");
        assertFalse(html.contains("<script") || html.contains("<link") || html.contains("<img"), "no scripts, linked files or images");
        assertTrue(html.contains("base + house rules grand-cities"), "the set-up is stated");
        Matcher cities = Pattern.compile("<td>cities</td>.*?</tr>").matcher(html);
        assertTrue(cities.find() && cities.group().contains("class=\"sig\">*<"), "the cities row is marked: " + (cities.find(0) ? cities.group() : html));

        BufferedImage img = render(report, dir, 900, 2600);
        int blue = 0, orange = 0, red = 0, notWhite = 0;
        for (int y = 0; y < img.getHeight(); y++)
            for (int x = 0; x < img.getWidth(); x++) {
                int c = img.getRGB(x, y), red8 = (c >> 16) & 0xff, green8 = (c >> 8) & 0xff, blue8 = c & 0xff;
                if (red8 < 235 || green8 < 235 || blue8 < 235) notWhite++;
                if (blue8 > red8 + 40 && blue8 > green8 + 10) blue++; // A's bars (#2f6fb0, partly transparent)
                if (red8 > blue8 + 80 && green8 > blue8 + 20) orange++; // B's bars (#e0701a)
                if (near(red8, 0xb3) && near(green8, 0x26) && near(blue8, 0x1e)) red++; // marked differences (#b3261e)
            }
        int pixels = img.getWidth() * img.getHeight();
        assertTrue(notWhite > pixels / 20, "the page is not blank: " + notWhite + " of " + pixels + " pixels are not white");
        assertTrue(blue > 3000, "A's bars are drawn: " + blue + " blue pixels");
        assertTrue(orange > 3000, "B's bars are drawn: " + orange + " orange pixels");
        assertTrue(red > 50, "the marked differences are drawn in red: " + red + " pixels");
    }

    private static boolean near(int a, int b) {
        return Math.abs(a - b) <= 12;
    }
}
