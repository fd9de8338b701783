#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// A value guarded by a mutex, for the few things threads share: caches, the next piece of work.
/// (A POSIX mutex rather than Foundation's `NSLock`: Foundation brings its own copy of ICU's
/// headers, which clashes with the system ICU the shaping module imports; and rather than the
/// Synchronization module's `Mutex`, which needs macOS 15.)
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Only touched under the mutex, so the runtime's exclusivity check on each access is redundant.
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&value)
    }
}
