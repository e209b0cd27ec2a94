package io.fogisles.client.screens;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.scenes.scene2d.ui.Image;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import com.badlogic.gdx.scenes.scene2d.utils.NinePatchDrawable;
import com.badlogic.gdx.scenes.scene2d.utils.TextureRegionDrawable;
import com.badlogic.gdx.utils.Disposable;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.render.Palette;
import java.util.HashMap;
import java.util.Map;

/**
 * The scene2d skin of the menus and the game's HUD, built in code: rounded panels from a generated
 * nine-patch, libGDX's default font at a few sizes, and seat badges (colour plus symbol) drawn into
 * small textures. No image or font files.
 */
public final class Ui implements Disposable {
    public final Skin skin = new Skin();
    public final BitmapFont font, small, big, title;
    private final Texture white, round, roundSmall;
    private final Map<String, Texture> badges = new HashMap<>();

    public Ui() {
        font = font(1.0f);
        small = font(0.85f);
        big = font(1.35f);
        title = font(3.2f);
        Pixmap px = new Pixmap(1, 1, Pixmap.Format.RGBA8888);
        px.setColor(Color.WHITE);
        px.fill();
        white = new Texture(px);
        px.dispose();
        round = roundTexture(32, 10);
        roundSmall = roundTexture(16, 5);
        skin.add("white", new TextureRegionDrawable(new TextureRegion(white)), Drawable.class);
        NinePatchDrawable nine = new NinePatchDrawable(new NinePatch(round, 10, 10, 10, 10));
        skin.add("round", nine, Drawable.class);
        skin.add("round-small", new NinePatchDrawable(new NinePatch(roundSmall, 5, 5, 5, 5)), Drawable.class);

        Label.LabelStyle ls = new Label.LabelStyle(font, Palette.TEXT);
        skin.add("default", ls);
        skin.add("small", new Label.LabelStyle(small, Palette.TEXT));
        skin.add("dim", new Label.LabelStyle(small, Palette.TEXT_DIM));
        skin.add("big", new Label.LabelStyle(big, Palette.TEXT));
        skin.add("title", new Label.LabelStyle(title, Palette.GOLD));
        skin.add("error", new Label.LabelStyle(font, Palette.hex(0xFF9A85)));
        skin.add("error-small", new Label.LabelStyle(small, Palette.hex(0xFF9A85)));
        skin.add("info", new Label.LabelStyle(font, Palette.hex(0xA8E6B8))); // confirmations: not the colour of problems
        skin.add("prompt", new Label.LabelStyle(big, Palette.HIGHLIGHT));
        skin.add("prompt-small", new Label.LabelStyle(font, Palette.HIGHLIGHT)); // a long prompt, in two lines

        skin.add("default", buttonStyle(font, 0x2B5B80, 0x3A75A3, 0x1C3F5C, 0xE9B949, Palette.TEXT));
        skin.add("accent", buttonStyle(big, 0xE9B949, 0xF5CD68, 0xC99A2E, 0xE9B949, Palette.INK));
        skin.add("choice", buttonStyle(font, 0x2F6E5A, 0x3E8C73, 0x22513F, 0xE9B949, Palette.TEXT));
        skin.add("quiet", buttonStyle(small, 0x1D3A52, 0x2B5B80, 0x16293A, 0x3D7DD8, Palette.TEXT));

        TextField.TextFieldStyle tf = new TextField.TextFieldStyle();
        tf.font = font;
        tf.fontColor = Palette.TEXT;
        tf.background = tint("round-small", 0x0B1B29, 1f);
        tf.focusedBackground = tint("round-small", 0x13324A, 1f);
        tf.cursor = tint("white", 0xF3F6F8, 1f);
        tf.cursor.setMinWidth(2);
        tf.selection = tint("white", 0x3D7DD8, 0.6f);
        skin.add("default", tf);

        ScrollPane.ScrollPaneStyle sp = new ScrollPane.ScrollPaneStyle();
        sp.vScrollKnob = tint("round-small", 0x6FA8C9, 0.7f);
        sp.vScrollKnob.setMinWidth(6);
        skin.add("default", sp);
    }

    private static BitmapFont font(float scale) {
        BitmapFont f = new BitmapFont();
        f.getRegion().getTexture().setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
        f.setUseIntegerPositions(false);
        f.getData().setScale(scale);
        return f;
    }

    private static Texture roundTexture(int size, int radius) {
        Pixmap p = new Pixmap(size, size, Pixmap.Format.RGBA8888);
        p.setColor(Color.WHITE);
        p.fillRectangle(radius, 0, size - 2 * radius, size);
        p.fillRectangle(0, radius, size, size - 2 * radius);
        p.fillCircle(radius, radius, radius);
        p.fillCircle(size - radius - 1, radius, radius);
        p.fillCircle(radius, size - radius - 1, radius);
        p.fillCircle(size - radius - 1, size - radius - 1, radius);
        Texture t = new Texture(p);
        t.setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
        p.dispose();
        return t;
    }

    public Drawable tint(String name, int rgb, float alpha) {
        return skin.newDrawable(name, Palette.hex(rgb, alpha));
    }

    private TextButton.TextButtonStyle buttonStyle(BitmapFont f, int up, int over, int down, int checked, Color text) {
        TextButton.TextButtonStyle s = new TextButton.TextButtonStyle();
        s.font = f;
        s.up = pad(tint("round", up, 1f));
        s.over = pad(tint("round", over, 1f));
        s.down = pad(tint("round", down, 1f));
        s.checked = pad(tint("round", checked, 1f));
        s.checkedOver = pad(tint("round", checked, 0.85f));
        s.disabled = pad(tint("round", 0x3A4550, 0.8f));
        s.fontColor = text;
        s.checkedFontColor = Palette.INK;
        s.disabledFontColor = Palette.hex(0x8593A0);
        return s;
    }

    private static Drawable pad(Drawable d) {
        d.setLeftWidth(12);
        d.setRightWidth(12);
        d.setTopHeight(6);
        d.setBottomHeight(6);
        return d;
    }

    public Drawable panel() {
        return tint("round", 0x0F2233, 0.9f);
    }

    /** A small image of a seat's badge: its symbol in white on a disc of its colour. */
    public Image badge(SeatSetup.PlayerColour colour, SeatSetup.PlayerSymbol symbol, float size) {
        String key = colour + "/" + symbol;
        Texture t = badges.computeIfAbsent(key, k -> badgeTexture(colour, symbol));
        Image img = new Image(t);
        img.setSize(size, size);
        return img;
    }

    private static Texture badgeTexture(SeatSetup.PlayerColour colour, SeatSetup.PlayerSymbol symbol) {
        int n = 64;
        Pixmap p = new Pixmap(n, n, Pixmap.Format.RGBA8888);
        p.setColor(colour.dark() ? Palette.SILVER : Palette.INK);
        p.fillCircle(n / 2, n / 2, n / 2 - 1);
        p.setColor(Palette.seat(colour));
        p.fillCircle(n / 2, n / 2, n / 2 - 5);
        p.setColor(colour.light() ? Palette.INK : Color.WHITE);
        int c = n / 2, r = 15;
        switch (symbol) {
            case CIRCLE -> p.fillCircle(c, c, r - 2);
            case TRIANGLE -> p.fillTriangle(c, c - r - 2, c - r - 2, c + r - 2, c + r + 2, c + r - 2);
            case SQUARE -> p.fillRectangle(c - r + 3, c - r + 3, 2 * r - 6, 2 * r - 6);
            case DIAMOND -> {
                p.fillTriangle(c, c - r - 1, c - r, c, c + r, c);
                p.fillTriangle(c, c + r + 1, c - r, c, c + r, c);
            }
            case STAR -> {
                for (int i = 0; i < 5; i++) {
                    double a = -Math.PI / 2 + i * 2 * Math.PI / 5;
                    double b = a + 2 * Math.PI / 5 * 2;
                    p.fillTriangle(c, c, c + (int) (Math.cos(a) * (r + 2)), c + (int) (Math.sin(a) * (r + 2)), c + (int) (Math.cos(b) * (r + 2)), c + (int) (Math.sin(b) * (r + 2)));
                }
            }
            case CROSS -> {
                p.fillRectangle(c - 4, c - r, 8, 2 * r);
                p.fillRectangle(c - r, c - 4, 2 * r, 8);
            }
        }
        Texture t = new Texture(p);
        t.setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
        p.dispose();
        return t;
    }

    @Override
    public void dispose() {
        skin.dispose();
        font.dispose();
        small.dispose();
        big.dispose();
        title.dispose();
        white.dispose();
        round.dispose();
        roundSmall.dispose();
        for (Texture t : badges.values()) t.dispose();
    }
}
