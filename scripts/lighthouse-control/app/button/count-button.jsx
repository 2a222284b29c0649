"use client";

import { useEffect, useRef, useState } from "react";

/** One button and the state it changes; `data-hydrated` tells the benchmark that React has taken over. */
export function CountButton() {
  const [count, setCount] = useState(0);
  const button = useRef(null);
  useEffect(() => {
    button.current?.setAttribute("data-hydrated", "");
  }, []);
  return (
    <p>
      <button ref={button} type="button" onClick={() => setCount((n) => n + 1)}>
        Pressed {count} times
      </button>
    </p>
  );
}
