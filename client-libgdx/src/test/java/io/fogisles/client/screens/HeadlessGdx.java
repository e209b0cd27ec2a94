package io.fogisles.client.screens;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessApplication;
import com.badlogic.gdx.backends.headless.HeadlessApplicationConfiguration;
import com.badlogic.gdx.graphics.GL20;
import java.lang.reflect.Proxy;
import java.nio.IntBuffer;

/**
 * libGDX without a window for the layout test: the headless backend (files, the font's metrics, a mock
 * window) and an OpenGL that accepts every call and draws nothing. The screens then build, lay out and
 * "draw" exactly as in the game — fonts measure their texts from the real font file — so every text's place
 * is known without a display.
 */
final class HeadlessGdx {
    private static HeadlessApplication app;

    private HeadlessGdx() {
    }

    static synchronized void start() {
        if (app != null) return;
        HeadlessApplicationConfiguration c = new HeadlessApplicationConfiguration();
        c.updatesPerSecond = 5; // its loop only runs posted no-op wake-ups
        app = new HeadlessApplication(new ApplicationAdapter() {
        }, c);
        GL20 gl = noGl();
        Gdx.gl = gl;
        Gdx.gl20 = gl;
    }

    /**
     * An OpenGL that draws nothing but lets libGDX believe its shaders compiled, its objects exist and its
     * frame buffers are complete; every other call answers 0 / false / null.
     */
    private static GL20 noGl() {
        return (GL20) Proxy.newProxyInstance(HeadlessGdx.class.getClassLoader(), new Class<?>[] {GL20.class}, (proxy, m, args) -> {
            switch (m.getName()) {
                case "glCreateShader", "glCreateProgram", "glGenTexture", "glGenBuffer", "glGenFramebuffer", "glGenRenderbuffer" -> {
                    return 1;
                }
                case "glGetShaderiv", "glGetProgramiv" -> {
                    int pname = (Integer) args[1];
                    ((IntBuffer) args[2]).put(0, pname == GL20.GL_COMPILE_STATUS || pname == GL20.GL_LINK_STATUS ? 1 : 0);
                    return null;
                }
                case "glCheckFramebufferStatus" -> {
                    return GL20.GL_FRAMEBUFFER_COMPLETE;
                }
                case "glGetShaderInfoLog", "glGetProgramInfoLog", "glGetString" -> {
                    return "";
                }
                case "hashCode" -> {
                    return System.identityHashCode(proxy);
                }
                case "equals" -> {
                    return proxy == args[0];
                }
                case "toString" -> {
                    return "no-op GL";
                }
                default -> {
                    Class<?> r = m.getReturnType();
                    if (r == int.class) return 0;
                    if (r == boolean.class) return false;
                    if (r == float.class) return 0f;
                    if (r == long.class) return 0L;
                    return null;
                }
            }
        });
    }
}
