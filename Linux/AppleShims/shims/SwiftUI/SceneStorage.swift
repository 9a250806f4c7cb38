// SwiftUI shim: per-scene storage (see View.swift).

// doc: https://developer.apple.com/documentation/swiftui/scenestorage — iOS 14.0; SDK 17/18
/// iOS 14+. "A property wrapper type that reads and writes to persisted, per-scene storage."
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  @usableFromInline let _ref: _SceneStorageRef<Value>
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue — iOS 14.0; SDK 17/18
  public var wrappedValue: Value {
    get { _ref.value }
    nonmutating set { _ref.set(newValue) }
  }
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue — iOS 14.0; SDK 17/18
  public var projectedValue: Binding<Value> {
    let r = _ref
    return Binding(get: { r.value }, set: { r.set($0) })
  }
}

extension SceneStorage {
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:) — iOS 14.0; SDK 17/18
  public init(wrappedValue: String, _ key: String) where Value == String { _ref = _SceneStorageRef(key, wrappedValue) }
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:) — iOS 14.0; SDK 17/18
  public init(wrappedValue: URL, _ key: String) where Value == URL { _ref = _SceneStorageRef(key, wrappedValue) }
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:) — iOS 14.0; SDK 17/18
  public init(wrappedValue: Double, _ key: String) where Value == Double { _ref = _SceneStorageRef(key, wrappedValue) }
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:) — iOS 14.0; SDK 17/18
  public init(wrappedValue: Int, _ key: String) where Value == Int { _ref = _SceneStorageRef(key, wrappedValue) }
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:) — iOS 14.0; SDK 17/18
  public init(wrappedValue: Bool, _ key: String) where Value == Bool { _ref = _SceneStorageRef(key, wrappedValue) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(_:) — iOS 14.0; SDK 17/18
  public init(_ key: String) where Value == String? { _ref = _SceneStorageRef(key, nil) }
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(_:) — iOS 14.0; SDK 17/18
  public init(_ key: String) where Value == URL? { _ref = _SceneStorageRef(key, nil) }
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(_:) — iOS 14.0; SDK 17/18
  public init(_ key: String) where Value == Double? { _ref = _SceneStorageRef(key, nil) }
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(_:) — iOS 14.0; SDK 17/18
  public init(_ key: String) where Value == Int? { _ref = _SceneStorageRef(key, nil) }
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(_:) — iOS 14.0; SDK 17/18
  public init(_ key: String) where Value == Bool? { _ref = _SceneStorageRef(key, nil) }
}
