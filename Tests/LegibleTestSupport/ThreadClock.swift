#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread spent in `body`, in seconds.
///
/// The timing tests compare two sizes of the same work (linear is 8×, quadratic 64×). Wall-clock
/// time let other work on a shared two-core machine into that ratio: full suites next to five
/// builds measured 28–41 where the code costs 8. A thread's own processor time leaves it out.
/// A synchronous test body runs on one thread, so this is the work the test did.
package func threadSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadClock()
    try body()
    return threadClock() - start
}

private func threadClock() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
}
