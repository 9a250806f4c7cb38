// Linux has no Combine: `ObservableObject` and `@Published` mean here what they do on iOS. The
// package builds this target only on Linux; every other platform imports Combine itself.

#if !canImport(Combine)
  import Foundation

  /// Combine's `ObservableObject`: an object with a publisher that emits before it changes.
  public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
  }

  extension ObservableObject {
    /// As Combine's: one per object, shared by its `@Published` properties (found by reflection).
    public var objectWillChange: ObservableObjectPublisher {
      let storages = Mirror(reflecting: self).children.compactMap {
        ($0.value as? PublishedProperty)?.storage
      }
      if let existing = storages.lazy.compactMap(\.publisher).first { return existing }
      let publisher = ObservableObjectPublisher()
      for storage in storages { storage.publisher = publisher }
      return publisher
    }
  }

  /// Combine's `ObservableObjectPublisher`: `send()` calls every subscriber, in order.
  public final class ObservableObjectPublisher {
    private var subscribers: [Int: (()) -> Void] = [:]
    private var nextID = 0

    public init() {}

    public func send() {
      for subscriber in subscribers.sorted(by: { $0.key < $1.key }) { subscriber.value(()) }
    }

    /// Until the returned value is cancelled or released.
    public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
      nextID += 1
      let id = nextID
      subscribers[id] = receiveValue
      return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
  }

  /// Combine's `AnyCancellable`: cancels when told to, or when released.
  public final class AnyCancellable {
    private var cancelAction: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public func cancel() {
      cancelAction?()
      cancelAction = nil
    }
    deinit { cancel() }
  }

  final class PublishedStorage {
    var publisher: ObservableObjectPublisher?
  }

  protocol PublishedProperty {
    var storage: PublishedStorage { get }
  }

  extension Published: PublishedProperty {}

  /// Combine's `@Published`: `objectWillChange` emits before every assignment, equal values too.
  @propertyWrapper
  public struct Published<Value> {
    private var value: Value
    let storage = PublishedStorage()

    public init(wrappedValue: Value) { value = wrappedValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
      get { fatalError("@Published is only available on properties of classes") }
      set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
      _enclosingInstance object: EnclosingSelf,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
      get { object[keyPath: storageKeyPath].value }
      set {
        object.objectWillChange.send()
        object[keyPath: storageKeyPath].value = newValue
      }
    }
  }
#endif
