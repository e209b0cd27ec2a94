/**
 * Domain events: what happened, raised by rules and recorded with the changes; the client animates and logs
 * them, house rules listen to them. {@link io.fogisles.kernel.event.KernelEvents} lists the kernel's own.
 */
package io.fogisles.kernel.event;
